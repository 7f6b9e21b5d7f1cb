/**
 * AFS authorisation of a brokerage (issue 21, decision 219): the number's format (reference §3: an AFS
 * licence is 6 digits, pre-FSR licences 9 digits zero-padded; an authorised representative number is
 * up to 9 digits, often zero-padded), whether a register entry is current on a day, and the parsing of
 * ASIC's public register extracts (the licensee CSV and the tab-delimited AR CSV of data.gov.au).
 */

export const afsKinds = ['licensee', 'representative'] as const;
export type AfsKind = (typeof afsKinds)[number];

export const AfsMessages = {
  licenceFormat: 'Enter an AFS licence number of 6 digits, or 9 digits starting 000.',
  representativeFormat: 'Enter an authorised representative number of 1 to 9 digits.',
  kindRequired:
    'Choose whether the number is an AFS licence or an authorised representative number.',
  numberRequired: 'Enter the AFS licence or authorised representative number.',
  overrideReason: 'Give the reason for binding without a current AFS authorisation.',
} as const;

/** The format problem of a number of that kind, or null when it is well formed. */
export function afsNumberProblem(kind: AfsKind, value: string): string | null {
  const digits = value.trim();
  if (kind === 'licensee')
    return /^\d{6}$/.test(digits) || /^000\d{6}$/.test(digits) ? null : AfsMessages.licenceFormat;
  return /^\d{1,9}$/.test(digits) && !/^0+$/.test(digits) ? null : AfsMessages.representativeFormat;
}

/** The number as the register is keyed: digits without leading zeros (000030366 and 30366 are one licence). */
export const normaliseAfsNumber = (value: string): string => value.trim().replace(/^0+(?=\d)/, '');

/** One authorisation of a register extract. */
export interface AfsRegisterEntry {
  number: string;
  name: string;
  licenceNumber: string | null;
  status: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * Current on `today` (ISO date): a status, where the register has one, of "Current"; started on or
 * before today; and no end date, or one after today (the end date is the day it ceased, so an
 * authorisation ending today no longer holds today).
 */
export function isAfsEntryCurrent(entry: AfsRegisterEntry, today: string): boolean {
  if (entry.status !== null && entry.status.trim().toLowerCase() !== 'current') return false;
  if (entry.startDate !== null && entry.startDate > today) return false;
  return entry.endDate === null || entry.endDate > today;
}

/** Why an entry is not current on `today`, in the broker's words; null when it is current. */
export function afsEntryProblem(entry: AfsRegisterEntry, today: string): string | null {
  if (isAfsEntryCurrent(entry, today)) return null;
  if (entry.startDate !== null && entry.startDate > today)
    return `it starts on ${displayDate(entry.startDate)}`;
  if (entry.endDate !== null && entry.endDate <= today)
    return `it ceased on ${displayDate(entry.endDate)}`;
  return `its status is ${entry.status}`;
}

const displayDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const AFS_REGISTER_MAX_ROWS = 200_000;

/** The columns of each register; the AR extract is tab-delimited, the licensee one comma-delimited. */
const columns = {
  licensee: {
    number: 'AFS_LIC_NUM',
    name: 'AFS_LIC_NAME',
    licence: null,
    status: 'AFS_LIC_STATUS',
    start: 'AFS_LIC_START_DT',
    end: 'AFS_LIC_END_DT',
  },
  representative: {
    number: 'AFS_REP_NUM',
    name: 'AFS_REP_NAME',
    licence: 'AFS_LIC_NUM',
    status: 'AFS_REP_STATUS',
    start: 'AFS_REP_START_DT',
    end: 'AFS_REP_END_DT',
  },
} as const;

export type AfsRegisterParse =
  { ok: true; register: AfsKind; entries: AfsRegisterEntry[] } | { ok: false; problem: string };

/** Splits one delimited line, honouring double quotes ("" inside quotes is a quote). */
function splitLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out.map((v) => v.trim());
}

/** DD/MM/YYYY (the extracts' format) or YYYY-MM-DD to ISO; null when empty; undefined when unreadable. */
function isoDateOf(value: string): string | null | undefined {
  if (value === '') return null;
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = au
    ? `${au[3]}-${au[2]!.padStart(2, '0')}-${au[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : undefined;
  if (iso === undefined) return undefined;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : undefined;
}

/**
 * Parses a register extract: which register it is (by its header), and its entries. Refuses the whole
 * file, naming the line, on a missing column, an unreadable date or a malformed number, so a half-read
 * register never decides a bind.
 */
export function parseAfsRegister(text: string): AfsRegisterParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const delimiter = header.includes('\t') ? '\t' : ',';
  const names = splitLine(header, delimiter).map((h) => h.toUpperCase());
  const register: AfsKind | null = names.includes('AFS_REP_NUM')
    ? 'representative'
    : names.includes('AFS_LIC_NUM')
      ? 'licensee'
      : null;
  if (register === null)
    return { ok: false, problem: 'The file has neither an AFS_LIC_NUM nor an AFS_REP_NUM column.' };
  const c = columns[register];
  const at = (name: string | null) => (name === null ? -1 : names.indexOf(name));
  const idx = {
    number: at(c.number),
    name: at(c.name),
    licence: at(c.licence),
    status: at(c.status),
    start: at(c.start),
    end: at(c.end),
  };
  if (idx.name < 0) return { ok: false, problem: `The file has no ${c.name} column.` };
  const entries: AfsRegisterEntry[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    if (entries.length >= AFS_REGISTER_MAX_ROWS)
      return { ok: false, problem: `The file has more than ${AFS_REGISTER_MAX_ROWS} rows.` };
    const cells = splitLine(lines[i]!, delimiter);
    const cell = (k: number) => (k < 0 ? '' : (cells[k] ?? ''));
    const number = cell(idx.number);
    if (!/^\d{1,9}$/.test(number))
      return { ok: false, problem: `Line ${i + 1}: "${number}" is not an AFS number.` };
    const startDate = isoDateOf(cell(idx.start));
    const endDate = isoDateOf(cell(idx.end));
    if (startDate === undefined || endDate === undefined)
      return { ok: false, problem: `Line ${i + 1}: a date is not DD/MM/YYYY.` };
    const licence = cell(idx.licence);
    entries.push({
      number: normaliseAfsNumber(number),
      name: cell(idx.name).slice(0, 255),
      licenceNumber: /^\d{1,9}$/.test(licence) ? normaliseAfsNumber(licence) : null,
      status: cell(idx.status) === '' ? null : cell(idx.status).slice(0, 40),
      startDate,
      endDate,
    });
  }
  return { ok: true, register, entries };
}
