import type {
  BrokerageBookDto,
  BrokerageDto,
  BrokeragePackageDto,
  BrokerageUserDto,
  OnboardBrokerageInput,
  UpdateBrokerageInput,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

type AgencyRef = { agencyId: number };
type BrokerRef = AgencyRef & { brokerId: number };

const url = ({ agencyId }: AgencyRef) => `/companies/${agencyId}/brokerages`;

/** An underwriting agency's brokerages and Broker Management (decision 168). */
export const brokeragesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBrokerages: build.query<
      { data: BrokerageDto[] },
      AgencyRef & { search?: string; status?: string }
    >({
      query: ({ agencyId, ...params }) => ({ url: url({ agencyId }), params }),
      providesTags: ['Company'],
    }),
    brokerageBook: build.query<{ data: BrokerageBookDto[] }, AgencyRef>({
      query: (ref) => `${url(ref)}/book`,
      providesTags: ['Company', 'RiskTransaction'],
    }),
    brokerageUsers: build.query<{ data: BrokerageUserDto[] }, BrokerRef>({
      query: (ref) => `${url(ref)}/${ref.brokerId}/users`,
      providesTags: ['Company', 'User'],
    }),
    brokeragePackages: build.query<{ data: BrokeragePackageDto[] }, BrokerRef>({
      query: (ref) => `${url(ref)}/${ref.brokerId}/packages`,
      providesTags: ['ProductPackage'],
    }),
    searchBrokerNames: build.query<{ data: { id: number; name: string }[] }, { search?: string }>({
      query: (params) => ({ url: '/company-names', params: { type: 2, ...params } }),
      providesTags: ['Company'],
    }),
    onboardBrokerage: build.mutation<BrokerageDto, AgencyRef & { body: OnboardBrokerageInput }>({
      query: ({ body, ...ref }) => ({ url: url(ref), method: 'POST', body }),
      invalidatesTags: ['Company'],
    }),
    updateBrokerage: build.mutation<BrokerageDto, BrokerRef & { body: UpdateBrokerageInput }>({
      query: ({ body, ...ref }) => ({ url: `${url(ref)}/${ref.brokerId}`, method: 'PUT', body }),
      invalidatesTags: ['Company'],
    }),
    setBrokeragePackage: build.mutation<
      BrokeragePackageDto,
      BrokerRef & { packageId: number; allowed: boolean }
    >({
      query: ({ packageId, allowed, ...ref }) => ({
        url: `${url(ref)}/${ref.brokerId}/packages/${packageId}`,
        method: 'PUT',
        body: { allowed },
      }),
      invalidatesTags: ['ProductPackage'],
    }),
  }),
});

export const {
  useListBrokeragesQuery,
  useBrokerageBookQuery,
  useBrokerageUsersQuery,
  useBrokeragePackagesQuery,
  useSearchBrokerNamesQuery,
  useOnboardBrokerageMutation,
  useUpdateBrokerageMutation,
  useSetBrokeragePackageMutation,
} = brokeragesApi;
