import { CompanyType } from '../enums.ts';
import { canSwitchCompany, type RepresentableRole } from './representation.ts';

/** A company as the menu rules need it: id, type and handle. */
export interface MenuCompany {
  id: number;
  refCompanyTypeId: number;
  handle: string | null;
}

export interface MenuVisibilityInput {
  roles: readonly RepresentableRole[];
  /** The company the user represents, if any. */
  represented: MenuCompany | null;
  /** The company named by the host's handle, if any. */
  handleCompany: MenuCompany | null;
  /** The handle read from the host (null on the main host). */
  hostHandle: string | null;
}

export interface MenuVisibility {
  manageCompany: boolean;
  companyPortal: boolean;
  switchCompany: boolean;
}

/**
 * True when the user represents the company the host belongs to. On the main host (no handle) the
 * host "belongs" to a represented company that has no handle either: its home is the main host.
 */
function representsHostCompany(input: MenuVisibilityInput): boolean {
  const { represented, handleCompany, hostHandle } = input;
  if (!represented) return false;
  if (hostHandle == null) return represented.handle == null;
  return handleCompany != null && handleCompany.id === represented.id;
}

/** A system-company user looking at another company's subdomain (§6, §2 support header style). */
export function isSupportView(
  input: Pick<MenuVisibilityInput, 'represented' | 'handleCompany'>,
): boolean {
  const { represented, handleCompany } = input;
  return (
    represented?.refCompanyTypeId === CompanyType.System &&
    handleCompany != null &&
    handleCompany.id !== represented.id &&
    handleCompany.refCompanyTypeId !== CompanyType.System
  );
}

/**
 * Avatar menu visibility (§6):
 * - manage company: a system-company user viewing another company, or the represented company is
 *   the host's company;
 * - company portal: the represented company differs from the host's company, and there is no handle
 *   or the user has more than one active company with an admin;
 * - switch company: more than one active company with an admin.
 */
export function menuVisibility(input: MenuVisibilityInput): MenuVisibility {
  const switchCompany = canSwitchCompany(input.roles);
  if (!input.represented) return { manageCompany: false, companyPortal: false, switchCompany };
  const onOwnHost = representsHostCompany(input);
  return {
    manageCompany: isSupportView(input) || onOwnHost,
    companyPortal: !onOwnHost && (input.hostHandle == null || switchCompany),
    switchCompany,
  };
}
