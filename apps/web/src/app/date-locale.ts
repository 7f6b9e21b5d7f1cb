import dayjs from 'dayjs';
import 'dayjs/locale/en-au';
import { ui } from './theme.ts';

// dayjs's global locale (§9: en-AU). Loaded by providers.tsx once someone is signed in, so the
// sign-in page does not load dayjs (decision 239). Every date the app shows is formatted with an
// explicit format and the date pickers take `firstDayOfWeek` from DatesProvider, so a page drawn
// before this module arrives shows the same text.
dayjs.locale(ui.dateLocale);
