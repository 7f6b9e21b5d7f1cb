import type { TaxRateBody, TaxRateDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const listTag = { type: 'TaxRate' as const, id: 'LIST' };

/** The operator's AU/NZ tax and levy table (decision 197). */
export const taxRatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTaxRates: build.query<{ data: TaxRateDto[] }, void>({
      query: () => '/system/tax-rates',
      providesTags: [listTag],
    }),
    saveTaxRate: build.mutation<TaxRateDto, { id?: number; body: TaxRateBody }>({
      query: ({ id, body }) => ({
        url: id === undefined ? '/system/tax-rates' : `/system/tax-rates/${id}`,
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: [listTag],
    }),
    deleteTaxRate: build.mutation<null, number>({
      query: (id) => ({ url: `/system/tax-rates/${id}`, method: 'DELETE' }),
      invalidatesTags: [listTag],
    }),
  }),
});

export const { useListTaxRatesQuery, useSaveTaxRateMutation, useDeleteTaxRateMutation } =
  taxRatesApi;
