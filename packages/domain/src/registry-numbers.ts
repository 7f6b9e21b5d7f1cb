/** ABN and NZBN check-digit rules (§3 company profile, business registry type abn 1 / nzbn 2). */

const abnWeights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** True when `value` (spaces allowed) is an 11-digit ABN whose weighted checksum is divisible by 89. */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    // The ATO algorithm subtracts 1 from the first digit before weighting.
    const d = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += d * abnWeights[i]!;
  }
  return sum % 89 === 0;
}

/** True when `value` is a 13-digit NZBN (a GS1 GTIN-13 starting 94) with a valid mod-10 check digit. */
export function isValidNzbn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^94\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  const check = (10 - (sum % 10)) % 10;
  return check === Number(digits[12]);
}
