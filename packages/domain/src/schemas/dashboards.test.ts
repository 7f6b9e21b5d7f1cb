import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  aggregations,
  chartTypeLabels,
  chartTypes,
  claimWidgetKinds,
  DASHBOARD_COLUMNS,
  dashboardBody,
  dashboardCompanyTypes,
  dashboardPatchBody,
  dateOptionLabels,
  dateOptions,
  galleryFor,
  isClaimWidget,
  isUtilisationWidget,
  layoutBody,
  nearestSize,
  premiumTypes,
  sizeOf,
  timeIntervals,
  timePeriodLabels,
  timePeriods,
  widgetBody,
  widgetConfig,
  widgetKinds,
  widgetPatchBody,
  widgetSizes,
} from './dashboards.ts';

const config = {
  chartType: 'bar',
  aggregation: 'count',
  timePeriod: 'pastYear',
  timeInterval: 'month',
  dateToUse: 'commencement',
};

describe('dashboards', () => {
  it('sizes, their width and height, and the nearest size to a resized box', () => {
    expect(widgetSizes).toEqual([
      '2x2',
      '3x2',
      '4x2',
      '3x3',
      '4x3',
      '5x3',
      '6x3',
      '7x4',
      '7x5',
      '8x6',
      '8x7',
    ]);
    expect(DASHBOARD_COLUMNS).toBe(8);
    expect(sizeOf('7x5')).toEqual({ w: 7, h: 5 });
    expect(nearestSize(2, 2)).toBe('2x2');
    expect(nearestSize(1, 1)).toBe('2x2');
    expect(nearestSize(4, 3)).toBe('4x3');
    expect(nearestSize(5, 2)).toBe('5x3'); // 4x2 and 5x3 are as far: the larger box wins
    expect(nearestSize(8, 8)).toBe('8x7');
    expect(nearestSize(7, 4.4)).toBe('7x4');
    expect(nearestSize(7, 4.6)).toBe('7x5');
    expect(nearestSize(3, 2.5)).toBe('3x3'); // a tie between 3x2 and 3x3: the larger area wins
  });

  it('the choices a widget offers, with their labels', () => {
    expect(timePeriods).toEqual(Object.keys(timePeriodLabels));
    expect(timePeriodLabels).toMatchInlineSnapshot(`
      {
        "custom": "Custom",
        "past2Years": "Past 2 years",
        "past3Months": "Past 3 months",
        "past6Months": "Past 6 months",
        "pastMonth": "Past month",
        "pastYear": "Past year",
        "thisFinancialYear": "This financial year (AU)",
        "thisMonth": "This month",
        "thisQuarter": "This quarter",
        "thisWeek": "This week",
        "thisYear": "This year",
        "today": "Today",
      }
    `);
    expect(timeIntervals).toEqual(['none', 'day', 'week', 'month', 'quarter', 'year']);
    expect(dateOptions).toEqual(Object.keys(dateOptionLabels));
    expect(dateOptionLabels).toMatchInlineSnapshot(`
      {
        "commencement": "Commencement date",
        "riskBind": "Risk bind date",
        "transactionBind": "Transaction bind date",
        "transactionEffective": "Transaction effective date",
      }
    `);
    expect(chartTypes).toEqual(Object.keys(chartTypeLabels));
    expect(chartTypeLabels).toMatchInlineSnapshot(`
      {
        "area": "Area",
        "bar": "Bar",
        "groupedBar": "Grouped bar",
        "line": "Line",
        "multiLine": "Multi-series line",
        "pie": "Pie",
        "stackedBar": "Stacked bar",
        "text": "Text",
      }
    `);
    expect(aggregations).toEqual(['count', 'sum', 'average']);
    expect(premiumTypes).toEqual(['base', 'gross']);
    expect(widgetKinds).toMatchInlineSnapshot(`
      [
        "grossWrittenPremium",
        "boundPoliciesByProduct",
        "quoteToBindRatio",
        "referralsWaiting",
        "premiumByBroker",
        "topBrokers",
        "declinesByReason",
        "openClaimsByStatus",
        "claimsReservesAndPaid",
        "binderUtilisation",
      ]
    `);
    expect(widgetKinds.filter(isUtilisationWidget)).toEqual(['binderUtilisation']);
    expect(claimWidgetKinds).toEqual(['openClaimsByStatus', 'claimsReservesAndPaid']);
    expect(widgetKinds.filter(isClaimWidget)).toEqual([
      'openClaimsByStatus',
      'claimsReservesAndPaid',
    ]);
  });

  it('the widget gallery of each company type', () => {
    expect(dashboardCompanyTypes).toEqual([2, 3, 4, 5, 6]);
    expect(galleryFor(1)).toEqual([]);
    expect(galleryFor(99)).toEqual([]);
    expect(galleryFor(3).map((g) => g.kind)).toEqual(widgetKinds);
    expect(galleryFor(6).map((g) => g.kind)).toEqual(widgetKinds);
    expect(galleryFor(2).map((g) => g.kind)).toEqual([
      'grossWrittenPremium',
      'boundPoliciesByProduct',
      'quoteToBindRatio',
      'referralsWaiting',
      'declinesByReason',
    ]);
    expect(galleryFor(4).map((g) => g.kind)).toEqual([
      'grossWrittenPremium',
      'boundPoliciesByProduct',
      'premiumByBroker',
      'topBrokers',
      'openClaimsByStatus',
      'claimsReservesAndPaid',
      'binderUtilisation',
    ]);
    expect(galleryFor(5).map((g) => g.kind)).toEqual([
      'grossWrittenPremium',
      'boundPoliciesByProduct',
      'openClaimsByStatus',
      'claimsReservesAndPaid',
    ]);
    // Every item's configuration is one a user could save.
    for (const item of galleryFor(3))
      expect(parsed(widgetConfig, item.config)).toEqual(item.config);
    expect(galleryFor(3)).toMatchInlineSnapshot(`
      [
        {
          "config": {
            "aggregation": "sum",
            "brokerageIds": [],
            "chartType": "bar",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "month",
            "timePeriod": "pastYear",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Premium written on bound transactions, per month of the bind date.",
          "kind": "grossWrittenPremium",
          "size": "4x3",
          "title": "Gross written premium by month",
        },
        {
          "config": {
            "aggregation": "count",
            "brokerageIds": [],
            "chartType": "pie",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "thisFinancialYear",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Bound transactions per product.",
          "kind": "boundPoliciesByProduct",
          "size": "3x3",
          "title": "Bound policies by product",
        },
        {
          "config": {
            "aggregation": "count",
            "brokerageIds": [],
            "chartType": "text",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "thisMonth",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Bound transactions as a share of the transactions quoted, against the period before.",
          "kind": "quoteToBindRatio",
          "size": "2x2",
          "title": "Quote-to-bind ratio",
        },
        {
          "config": {
            "aggregation": "count",
            "brokerageIds": [],
            "chartType": "bar",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionEffective",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "past2Years",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Transactions referred to underwriters and not yet answered, by how long they wait.",
          "kind": "referralsWaiting",
          "size": "3x2",
          "title": "Referrals waiting",
        },
        {
          "config": {
            "aggregation": "sum",
            "brokerageIds": [],
            "chartType": "bar",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "thisFinancialYear",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Premium written per brokerage.",
          "kind": "premiumByBroker",
          "size": "4x3",
          "title": "Premium by broker",
        },
        {
          "config": {
            "aggregation": "count",
            "brokerageIds": [],
            "chartType": "bar",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "pastYear",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "The 20 brokerages with the most bound transactions.",
          "kind": "topBrokers",
          "size": "4x3",
          "title": "Top 20 brokers",
        },
        {
          "config": {
            "aggregation": "count",
            "brokerageIds": [],
            "chartType": "pie",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionEffective",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "pastYear",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Declined transactions per decline reason.",
          "kind": "declinesByReason",
          "size": "4x3",
          "title": "Declines by reason",
        },
        {
          "config": {
            "aggregation": "count",
            "brokerageIds": [],
            "chartType": "bar",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "past2Years",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Open claims you may see, per Lloyd's claim status, reported in the period.",
          "kind": "openClaimsByStatus",
          "size": "4x3",
          "title": "Open claims by status",
        },
        {
          "config": {
            "aggregation": "sum",
            "brokerageIds": [],
            "chartType": "text",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": false,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "past2Years",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Outstanding reserves and amounts paid, indemnity and fees, on claims reported in the period.",
          "kind": "claimsReservesAndPaid",
          "size": "4x3",
          "title": "Claims reserves and paid",
        },
        {
          "config": {
            "aggregation": "sum",
            "brokerageIds": [],
            "chartType": "bar",
            "customFrom": null,
            "customTo": null,
            "dateToUse": "transactionBind",
            "openClaimsOnly": true,
            "premiumType": "gross",
            "productClasses": [],
            "productIds": [],
            "productSubClassIds": [],
            "riskCodeIds": [],
            "statuses": [],
            "timeInterval": "none",
            "timePeriod": "thisFinancialYear",
            "transactionTypes": [],
            "underwriterIds": [],
            "underwritingCompanyIds": [],
          },
          "description": "Written premium of each in-force binding agreement section as a percentage of its maximum premium limit.",
          "kind": "binderUtilisation",
          "size": "4x3",
          "title": "Binder utilisation",
        },
      ]
    `);
  });

  it('a widget configuration: defaults, custom periods in order, bounded filters', () => {
    expect(parsed(widgetConfig, config)).toEqual({
      ...config,
      premiumType: 'gross',
      customFrom: null,
      customTo: null,
      brokerageIds: [],
      productIds: [],
      productSubClassIds: [],
      productClasses: [],
      riskCodeIds: [],
      transactionTypes: [],
      underwriterIds: [],
      underwritingCompanyIds: [],
      statuses: [],
      openClaimsOnly: true,
    });
    const custom = { ...config, timePeriod: 'custom' };
    expect(issuesOf(widgetConfig, custom)).toEqual({
      customFrom: 'Required',
      customTo: 'Required',
    });
    expect(issuesOf(widgetConfig, { ...custom, customFrom: '2025-01-01' })).toEqual({
      customTo: 'Required',
    });
    expect(issuesOf(widgetConfig, { ...custom, customTo: '2025-01-01' })).toEqual({
      customFrom: 'Required',
    });
    expect(
      issuesOf(widgetConfig, { ...custom, customFrom: '2025-01-01', customTo: '2025-01-01' }),
    ).toBe('ok');
    expect(
      issuesOf(widgetConfig, { ...custom, customFrom: '2025-01-02', customTo: '2025-01-01' }),
    ).toEqual({
      customTo: 'The end date must not be before the start date',
    });
    expect(
      issuesOf(widgetConfig, { ...config, customFrom: '2025-01-02', customTo: '2025-01-01' }),
    ).toBe('ok');
    expect(issuesOf(widgetConfig, { ...config, customFrom: '2025-1-2' })).toEqual({
      customFrom: 'Invalid date',
    });
    expect(issuesOf(widgetConfig, { ...config, customFrom: 'x2025-01-02' })).toHaveProperty(
      'customFrom',
    );
    expect(
      issuesOf(widgetConfig, {
        ...config,
        productClasses: [0],
        transactionTypes: [5],
        statuses: [8],
        brokerageIds: Array.from({ length: 51 }, (_, i) => i + 1),
      }),
    ).toMatchObject({
      'productClasses.0': expect.any(String) as string,
      'transactionTypes.0': expect.any(String) as string,
      'statuses.0': expect.any(String) as string,
      brokerageIds: expect.any(String) as string,
    });
    expect(
      issuesOf(widgetConfig, {
        ...config,
        productClasses: [1, 2, 3, 4],
        transactionTypes: [1, 4],
        statuses: [1, 7],
      }),
    ).toBe('ok');
    expect(issuesOf(widgetConfig, { ...config, productClasses: [5] })).toHaveProperty(
      'productClasses.0',
    );
    expect(issuesOf(widgetConfig, { ...config, statuses: [0] })).toHaveProperty('statuses.0');
    expect(issuesOf(widgetConfig, { ...config, transactionTypes: [0] })).toHaveProperty(
      'transactionTypes.0',
    );
  });

  it('dashboards, widgets and the layout', () => {
    expect(parsed(dashboardBody, { name: ' Mine ' })).toEqual({
      name: 'Mine',
      personal: false,
      timeZone: 'Australia/Sydney',
    });
    expect(issuesOf(dashboardBody, { name: ' ' })).toEqual({ name: 'The name field is required' });
    expect(issuesOf(dashboardBody, { name: 'n'.repeat(81) })).toHaveProperty('name');
    expect(issuesOf(dashboardBody, { name: 'n', timeZone: 'Mars/Olympus' })).toEqual({
      timeZone: 'Invalid timezone: Mars/Olympus',
    });
    expect(parsed(dashboardPatchBody, { name: ' x ' })).toEqual({ name: 'x' });
    expect(issuesOf(dashboardPatchBody, { name: '' })).toEqual({
      name: 'The name field is required',
    });
    expect(issuesOf(dashboardPatchBody, { name: 'n'.repeat(81) })).toHaveProperty('name');
    const widget = { kind: 'topBrokers', title: ' Top ', size: '4x3', config };
    expect(parsed(widgetBody, widget)).toMatchObject({
      kind: 'topBrokers',
      title: 'Top',
      size: '4x3',
    });
    expect(issuesOf(widgetBody, { ...widget, title: ' ' })).toEqual({
      title: 'This field is required',
    });
    expect(
      issuesOf(widgetBody, { ...widget, title: 't'.repeat(121), size: '9x9', kind: 'x' }),
    ).toMatchObject({
      title: expect.any(String) as string,
      size: expect.any(String) as string,
      kind: expect.any(String) as string,
    });
    expect(parsed(widgetPatchBody, { title: ' T ' })).toEqual({ title: 'T' });
    expect(issuesOf(widgetPatchBody, { title: '' })).toEqual({ title: 'This field is required' });
    expect(issuesOf(widgetPatchBody, { title: 't'.repeat(121) })).toHaveProperty('title');
    const place = { id: 1, x: 0, y: 200, size: '2x2' };
    expect(issuesOf(layoutBody, { widgets: [place] })).toBe('ok');
    expect(issuesOf(layoutBody, { widgets: [{ ...place, x: -1, y: 201 }] })).toMatchObject({
      'widgets.0.x': expect.any(String) as string,
      'widgets.0.y': expect.any(String) as string,
    });
    expect(
      issuesOf(layoutBody, { widgets: Array.from({ length: 61 }, () => place) }),
    ).toHaveProperty('widgets');
  });
});
