/** The product logo: a three-bladed turbine. */
export function TurbineMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label="Turbine Insurance logo"
    >
      <circle cx="16" cy="16" r="15" fill="var(--mantine-color-blue-6)" />
      <g fill="#fff">
        <path d="M16 16 L16 4 A12 12 0 0 1 26 10 Z" />
        <path d="M16 16 L26.4 22 A12 12 0 0 1 14 27.8 Z" />
        <path d="M16 16 L5.6 22 A12 12 0 0 1 6 10 Z" />
      </g>
      <circle cx="16" cy="16" r="3" fill="var(--mantine-color-blue-6)" />
    </svg>
  );
}
