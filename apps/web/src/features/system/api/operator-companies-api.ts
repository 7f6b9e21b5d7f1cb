import type { CompanyDto, InvitationDto, OperatorCreateCompanyBody } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** POST /system/companies (decision 136): a company of any type and its first admin's invitation. */
export const operatorCompaniesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    operatorCreateCompany: build.mutation<
      { company: CompanyDto; invitation: InvitationDto },
      OperatorCreateCompanyBody
    >({
      query: (body) => ({ url: '/system/companies', method: 'POST', body }),
      invalidatesTags: ['Company'],
    }),
  }),
});

export const { useOperatorCreateCompanyMutation } = operatorCompaniesApi;
