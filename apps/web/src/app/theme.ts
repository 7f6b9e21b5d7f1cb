import { createTheme, type MantineColorScheme } from '@mantine/core';
import { participantColours, type CompanyType } from '@turbine/domain';

/** The spec's UI constants (§9, §1), in one place (DESIGN §8). */
export const ui = {
  productTitle: 'Turbine Insurance',
  headerHeight: 60,
  footerHeight: 0,
  /** Minimum main area height: the viewport minus 352 px. */
  mainMinHeight: 'calc(100vh - 352px)',
  drawerSize: '90%',
  toasts: {
    position: 'bottom-right',
    autoClose: 4000,
    limit: 5,
    containerWidth: 440,
    transitionDuration: 250,
  },
  modalTransitionMs: 200,
  dropdownTransitionMs: 150,
  overlay: { backgroundOpacity: 0.55, blur: 3 },
  tooltip: { transitionMs: 100, offset: 5 },
  submenuDelayMs: 500,
  forcedLogoutDebounceMs: 400,
  notificationDropdown: { width: 340, maxHeight: 550 },
  dateLocale: 'en-au',
  /** 1 = Monday. */
  firstDayOfWeek: 1,
} as const;

/** Participant colours by company type (§1); underwriter blue is the default. */
export const participantColour = (type: CompanyType | null | undefined): string =>
  type ? participantColours[type] : participantColours[3];

export const colorSchemes: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/** Local storage keys (§3). */
export const storageKeys = {
  representingCompanyId: 'representingCompanyId',
  email: 'email',
  selectedDashboardId: 'selectedDashboardId',
  colorScheme: 'turbine-color-scheme',
} as const;

const modalDefaults = {
  // §4: modals never close on outside click or Escape.
  closeOnClickOutside: false,
  closeOnEscape: false,
  // An icon-only close button needs a name (axe button-name, critical).
  closeButtonProps: { 'aria-label': 'Close' },
  transitionProps: { duration: ui.modalTransitionMs },
  overlayProps: { backgroundOpacity: ui.overlay.backgroundOpacity, blur: ui.overlay.blur },
};

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  headings: {
    sizes: {
      h1: { fontSize: '36px' },
      h2: { fontSize: '30px' },
      h3: { fontSize: '26px' },
      h4: { fontSize: '20px' },
    },
  },
  // Plain objects, not `Menu.extend(...)`: `.extend` imports the component, and the theme is in every
  // page's first load, so it would carry menus, selects, modals and date pickers to the sign-in page
  // (decision 164).
  components: {
    Modal: { defaultProps: modalDefaults },
    Drawer: {
      defaultProps: {
        size: ui.drawerSize,
        closeButtonProps: { 'aria-label': 'Close' },
        transitionProps: { duration: ui.modalTransitionMs },
        overlayProps: { backgroundOpacity: ui.overlay.backgroundOpacity, blur: ui.overlay.blur },
      },
    },
    Menu: { defaultProps: { transitionProps: { duration: ui.dropdownTransitionMs } } },
    Popover: {
      defaultProps: { transitionProps: { duration: ui.dropdownTransitionMs } },
    },
    Select: {
      defaultProps: { comboboxProps: { transitionProps: { duration: ui.dropdownTransitionMs } } },
    },
    // An icon-only clear button needs a name (axe button-name; decision 115).
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear date' } } },
    // The show-password button is a control like any other: reachable by Tab, named (decision 119).
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide the password' },
      },
    },
    Tooltip: {
      defaultProps: {
        transitionProps: { duration: ui.tooltip.transitionMs },
        offset: ui.tooltip.offset,
      },
    },
  },
});

/** Shared props for the ModalsProvider so confirm modals follow the same rules. */
export const modalSettings = modalDefaults;
