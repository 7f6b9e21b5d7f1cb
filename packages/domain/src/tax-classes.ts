/**
 * The classes of insurance the AU/NZ tax engine tells apart (decision 118), with the words a user
 * reads. `packages/rating`'s `TAX_CLASSES` is the same list (a test in apps/api holds them equal): the
 * rating engine decides the figures, this package the payloads and the screens.
 */
export const taxClassLabels = {
  publicLiability: 'Public liability',
  productLiability: 'Product liability',
  professionalIndemnity: 'Professional indemnity',
  directorsOfficers: "Directors' and officers' liability",
  cyber: 'Cyber',
  employersLiability: "Employers' liability",
  commercialProperty: 'Commercial property (fire and ISR)',
  marineCargo: 'Marine cargo',
  marineHull: 'Marine hull',
  aviation: 'Aviation',
  commercialMotor: 'Commercial motor',
  privateMotor: 'Private motor',
  householders: 'Householders',
  residentialBuilding: 'Residential building',
  residentialContents: 'Residential contents',
  travel: 'Travel',
  personalAccident: 'Personal accident',
  disabilityIncome: 'Disability income',
  hospitalMedical: 'Hospital and medical',
  goodsInTransit: 'Goods in transit',
  ctp: 'Compulsory third party (CTP)',
  workersCompensation: "Workers' compensation",
  reinsurance: 'Reinsurance',
  lendersMortgage: "Lenders' mortgage insurance",
  crop: 'Crop',
  livestock: 'Livestock',
} as const;

export type TaxClassName = keyof typeof taxClassLabels;
export const taxClassNames = Object.keys(taxClassLabels) as TaxClassName[];
