import type {
  CreateRiskBody,
  LifecycleAction,
  RiskActionBody,
  RiskOptionsDto,
  RiskPackageDto,
  SaveProposalBody,
  UpdateRiskBody,
} from '@turbine/domain';
import { baseApi, riskPackageChangedTags } from '../../../../app/base-api.ts';

/** A risk package of the acting company. */
export interface PackageRef {
  companyId: number;
  riskPackageId: number;
}

/** An authorised underwriter of the binding agreement period covering the package (1 highest … 10 lowest, §5). */
export interface PackageUnderwriterDto {
  userId: number;
  name: string;
  level: number;
}

const pkgUrl = ({ companyId, riskPackageId }: PackageRef) =>
  `/companies/${companyId}/risks/${riskPackageId}`;
const clientUrl = (riskPackageId: number) => `/client/risks/${riskPackageId}`;

// Every risk mutation refreshes the package, the lists and the timeline (web notes, decision 091).
const changed = riskPackageChangedTags;

/** The risk pages' calls (docs/decisions/090-risks-api.md routes). */
export const riskApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRiskOptions: build.query<RiskOptionsDto, number>({
      query: (companyId) => `/companies/${companyId}/risk-options`,
      providesTags: [{ type: 'ProductPackage', id: 'RISK_OPTIONS' }],
    }),
    createRisk: build.mutation<RiskPackageDto, { companyId: number; body: CreateRiskBody }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/risks`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'RiskPackage', id: 'LIST' }],
    }),
    getRiskPackage: build.query<RiskPackageDto, PackageRef>({
      query: pkgUrl,
      providesTags: (_r, _e, ref) => [{ type: 'RiskPackage', id: ref.riskPackageId }],
    }),
    updateRisk: build.mutation<RiskPackageDto, PackageRef & { body: UpdateRiskBody }>({
      query: ({ body, ...ref }) => ({ url: pkgUrl(ref), method: 'PUT', body }),
      invalidatesTags: (_r, _e, ref) => changed(ref.riskPackageId),
    }),
    saveProposal: build.mutation<
      RiskPackageDto,
      PackageRef & { riskId: number; body: SaveProposalBody }
    >({
      query: ({ riskId, body, ...ref }) => ({
        url: `${pkgUrl(ref)}/risks/${riskId}/proposal`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref.riskPackageId),
    }),
    riskAction: build.mutation<
      RiskPackageDto,
      PackageRef & {
        riskId: number;
        action: LifecycleAction;
        body: Partial<RiskActionBody>;
        idempotencyKey?: string;
      }
    >({
      query: ({ riskId, action, body, idempotencyKey, ...ref }) => ({
        url: `${pkgUrl(ref)}/risks/${riskId}/actions/${action}`,
        method: 'POST',
        body,
        // DESIGN §4: a retried bind must not bind twice.
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      }),
      invalidatesTags: (_r, _e, ref) => [...changed(ref.riskPackageId), 'CompanyStatus'],
    }),
    updateAssignment: build.mutation<
      RiskPackageDto,
      PackageRef & { body: { assignedUnderwriterId: number | null } }
    >({
      query: ({ body, ...ref }) => ({ url: `${pkgUrl(ref)}/assignment`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, ref) => changed(ref.riskPackageId),
    }),
    confirmDeclaration: build.mutation<unknown, PackageRef>({
      query: (ref) => ({
        url: `${pkgUrl(ref)}/declaration`,
        method: 'POST',
        body: { confirmed: true },
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref.riskPackageId),
    }),
    /** Moves the package's Initiated risks to the product version in force at inception (§4 exchange). */
    exchangeVersion: build.mutation<
      { exchanged: { riskId: number; fromVersion: number; toVersion: number }[] },
      PackageRef
    >({
      query: (ref) => ({ url: `${pkgUrl(ref)}/exchange`, method: 'POST' }),
      invalidatesTags: (_r, _e, ref) => changed(ref.riskPackageId),
    }),
    /** The package's authorised underwriters: refer and request-approval targets (underwriting company only). */
    listPackageUnderwriters: build.query<PackageUnderwriterDto[], PackageRef>({
      query: (ref) => `${pkgUrl(ref)}/underwriters`,
      providesTags: ['Underwriters'],
    }),
    getClientRisk: build.query<RiskPackageDto, number>({
      query: clientUrl,
      providesTags: (_r, _e, id) => [{ type: 'RiskPackage', id }],
    }),
    saveClientProposal: build.mutation<
      RiskPackageDto,
      { riskPackageId: number; riskId: number; body: SaveProposalBody }
    >({
      query: ({ riskPackageId, riskId, body }) => ({
        url: `${clientUrl(riskPackageId)}/risks/${riskId}/proposal`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref.riskPackageId),
    }),
    markClientDone: build.mutation<unknown, number>({
      query: (riskPackageId) => ({ url: `${clientUrl(riskPackageId)}/done`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => changed(id),
    }),
  }),
});

export const {
  useGetRiskOptionsQuery,
  useCreateRiskMutation,
  useGetRiskPackageQuery,
  useUpdateRiskMutation,
  useSaveProposalMutation,
  useRiskActionMutation,
  useUpdateAssignmentMutation,
  useConfirmDeclarationMutation,
  useExchangeVersionMutation,
  useListPackageUnderwritersQuery,
  useGetClientRiskQuery,
  useSaveClientProposalMutation,
  useMarkClientDoneMutation,
} = riskApi;
