import type {
  CompanyRatingDetailDto,
  CompanyRatingDto,
  CompanyRatingKind,
  SetCompanyRatingInput,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

type AgencyRef = { agencyId: number };
type RatedRef = AgencyRef & { ratedCompanyId: number };

const url = ({ agencyId }: AgencyRef) => `/companies/${agencyId}/company-ratings`;

/** An underwriting agency's grades on its brokerages and clients (decision 232). */
export const companyRatingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCompanyRatings: build.query<
      { data: CompanyRatingDto[] },
      AgencyRef & { search?: string; kind?: CompanyRatingKind }
    >({
      query: ({ agencyId, ...params }) => ({ url: url({ agencyId }), params }),
      providesTags: ['CompanyRating'],
    }),
    companyRating: build.query<CompanyRatingDetailDto, RatedRef>({
      query: (ref) => `${url(ref)}/${ref.ratedCompanyId}`,
      providesTags: ['CompanyRating'],
    }),
    setCompanyRating: build.mutation<
      CompanyRatingDetailDto,
      RatedRef & { body: SetCompanyRatingInput }
    >({
      query: ({ body, ...ref }) => ({
        url: `${url(ref)}/${ref.ratedCompanyId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['CompanyRating'],
    }),
  }),
});

export const { useListCompanyRatingsQuery, useCompanyRatingQuery, useSetCompanyRatingMutation } =
  companyRatingsApi;
