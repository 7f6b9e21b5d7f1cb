import type { ComponentType } from 'react';
import {
  IconAlignLeft,
  IconAt,
  IconCalendar,
  IconCheckbox,
  IconCircleDot,
  IconCurrencyDollar,
  IconForms,
  IconHash,
  IconListCheck,
  IconMapPin,
  IconPercentage,
  IconPhone,
  IconRepeat,
  IconSelector,
  IconToggleLeft,
} from '@tabler/icons-react';
import type { FieldType } from '../model/form-model.ts';

interface CatalogueEntry {
  label: string;
  description: string;
  icon: ComponentType<{ size?: number | string }>;
}

/** The palette: every field type with its name and icon (decision 060 field types). */
export const fieldCatalogue: Record<FieldType, CatalogueEntry> = {
  text: { label: 'Text', description: 'A single line of text', icon: IconForms },
  textarea: { label: 'Text area', description: 'Several lines of text', icon: IconAlignLeft },
  number: { label: 'Number', description: 'A number within limits', icon: IconHash },
  currency: { label: 'Currency', description: 'An amount of money', icon: IconCurrencyDollar },
  percentage: { label: 'Percentage', description: '0 to 100 %', icon: IconPercentage },
  date: { label: 'Date', description: 'A calendar date', icon: IconCalendar },
  select: { label: 'Select', description: 'One option from a list', icon: IconSelector },
  multiSelect: {
    label: 'Multi-select',
    description: 'Several options from a list',
    icon: IconListCheck,
  },
  checkbox: { label: 'Checkbox', description: 'A tick box', icon: IconCheckbox },
  radio: { label: 'Radio', description: 'One option, all shown', icon: IconCircleDot },
  yesNo: { label: 'Yes / No', description: 'A yes or no question', icon: IconToggleLeft },
  email: { label: 'Email', description: 'An email address', icon: IconAt },
  phone: { label: 'Phone', description: 'A phone number', icon: IconPhone },
  address: { label: 'Address', description: 'Street, city, state, postcode', icon: IconMapPin },
  repeatingGroup: {
    label: 'Repeating group',
    description: 'A list of items with their own fields',
    icon: IconRepeat,
  },
};
