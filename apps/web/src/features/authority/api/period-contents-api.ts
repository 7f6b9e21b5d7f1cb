import type {
  AuthorisedUnderwriterBody,
  AuthorisedUnderwriterDto,
  SectionBody,
  SectionDto,
  SectionGroupBody,
  SectionGroupDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import { periodUrl, type PeriodArgs } from './binding-agreements-api.ts';

type Child = 'authorised-underwriters' | 'sections' | 'section-groups';
const childUrl = (args: PeriodArgs, child: Child, id?: number) =>
  `${periodUrl(args)}/${child}${id ? `/${id}` : ''}`;

/**
 * The contents of a period: authorised underwriters, sections (with quota shares and risk codes)
 * and section groups. Every change is a save of the period, so the whole agreement is refetched.
 */
export const periodContentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveUnderwriter: build.mutation<
      AuthorisedUnderwriterDto,
      { period: PeriodArgs; id?: number; body: AuthorisedUnderwriterBody }
    >({
      query: ({ period, id, body }) => ({
        url: childUrl(period, 'authorised-underwriters', id),
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: ['BindingAgreement'],
    }),
    deleteUnderwriter: build.mutation<null, { period: PeriodArgs; id: number }>({
      query: ({ period, id }) => ({
        url: childUrl(period, 'authorised-underwriters', id),
        method: 'DELETE',
      }),
      invalidatesTags: ['BindingAgreement'],
    }),
    saveSection: build.mutation<SectionDto, { period: PeriodArgs; id?: number; body: SectionBody }>(
      {
        query: ({ period, id, body }) => ({
          url: childUrl(period, 'sections', id),
          method: id ? 'PUT' : 'POST',
          body,
        }),
        invalidatesTags: ['BindingAgreement'],
      },
    ),
    deleteSection: build.mutation<null, { period: PeriodArgs; id: number }>({
      query: ({ period, id }) => ({ url: childUrl(period, 'sections', id), method: 'DELETE' }),
      invalidatesTags: ['BindingAgreement'],
    }),
    saveSectionGroup: build.mutation<
      SectionGroupDto,
      { period: PeriodArgs; id?: number; body: SectionGroupBody }
    >({
      query: ({ period, id, body }) => ({
        url: childUrl(period, 'section-groups', id),
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: ['BindingAgreement'],
    }),
    deleteSectionGroup: build.mutation<null, { period: PeriodArgs; id: number }>({
      query: ({ period, id }) => ({
        url: childUrl(period, 'section-groups', id),
        method: 'DELETE',
      }),
      invalidatesTags: ['BindingAgreement'],
    }),
  }),
});

export const {
  useSaveUnderwriterMutation,
  useDeleteUnderwriterMutation,
  useSaveSectionMutation,
  useDeleteSectionMutation,
  useSaveSectionGroupMutation,
  useDeleteSectionGroupMutation,
} = periodContentsApi;
