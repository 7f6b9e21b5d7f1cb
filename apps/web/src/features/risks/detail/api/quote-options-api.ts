import type { QuoteOptionsBody, QuoteOptionsDto, RiskPackageDto } from '@turbine/domain';
import { baseApi, riskPackageChangedTags } from '../../../../app/base-api.ts';

/** A risk of a package of the acting company. */
export interface RiskRef {
  companyId: number;
  riskPackageId: number;
  riskId: number;
}

const url = ({ companyId, riskPackageId, riskId }: RiskRef) =>
  `/companies/${companyId}/risks/${riskPackageId}/risks/${riskId}/quote-options`;
const tag = (riskId: number) => ({ type: 'RiskPackage' as const, id: `OPTIONS-${riskId}` });

/** Quote options side by side (decision 218). */
export const quoteOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listQuoteOptions: build.query<QuoteOptionsDto, RiskRef>({
      query: (ref) => url(ref),
      providesTags: (_r, _e, ref) => [
        tag(ref.riskId),
        { type: 'RiskPackage', id: ref.riskPackageId },
      ],
    }),
    requestQuoteOptions: build.mutation<QuoteOptionsDto, RiskRef & { body: QuoteOptionsBody }>({
      query: ({ body, ...ref }) => ({ url: url(ref), method: 'POST', body }),
      invalidatesTags: (_r, _e, ref) => [tag(ref.riskId)],
    }),
    settleQuoteOption: build.mutation<
      RiskPackageDto,
      RiskRef & {
        optionId: number;
        verb: 'bind' | 'choose';
        idempotencyKey: string;
        /** An underwriter's reason to bind without a current AFS authorisation (decision 219). */
        afsOverrideReason?: string;
      }
    >({
      query: ({ optionId, verb, idempotencyKey, afsOverrideReason, ...ref }) => ({
        url: `${url(ref)}/${optionId}/${verb}`,
        method: 'POST',
        // The declaration is confirmed on its own card: binding an option never confirms it unseen.
        body: afsOverrideReason ? { afsOverrideReason } : {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, _e, ref) => [
        tag(ref.riskId),
        ...riskPackageChangedTags(ref.riskPackageId),
        'CompanyStatus',
      ],
    }),
  }),
});

export const {
  useListQuoteOptionsQuery,
  useRequestQuoteOptionsMutation,
  useSettleQuoteOptionMutation,
} = quoteOptionsApi;
