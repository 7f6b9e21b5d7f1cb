CREATE TABLE "cluster_nodes" (
	"node_id" varchar(36) PRIMARY KEY NOT NULL,
	"role" varchar(10) NOT NULL,
	"cluster" boolean NOT NULL,
	"hostname" varchar(255) NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
