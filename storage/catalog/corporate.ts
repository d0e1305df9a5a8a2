/**
 * Seeded dividends and corporate actions. Dividends are in the instrument's own currency; PAID rows
 * are history (2025-2026), DECLARED rows have ex-dates after the sandbox clock's start (2026-09-01)
 * so the dividend calendar has upcoming entries. Corporate actions are real 2025-2026 events where
 * known (the Naspers split, the Valterra code change, the Access Holdings rights issue, the First
 * HoldCo placement); prices in the catalog are never adjusted for them.
 */
import type { CorporateAction, CurrencyCode, Dividend, DividendStatus, DividendType } from './types.ts';

function dividend(
  symbol: string,
  currency: CurrencyCode,
  dividendPerShare: string,
  type: DividendType,
  status: DividendStatus,
  dates: { declared: string; ex: string; record: string; pay: string },
): Dividend {
  return {
    symbol,
    dividendPerShare,
    currency,
    type,
    status,
    declaredDate: dates.declared,
    exDate: dates.ex,
    recordDate: dates.record,
    payDate: dates.pay,
  };
}

export const dividends: readonly Dividend[] = [
  dividend('SCOM.KE', 'KES', '0.65', 'FINAL', 'PAID', { declared: '2025-05-08', ex: '2025-07-24', record: '2025-07-25', pay: '2025-08-29' }),
  dividend('SCOM.KE', 'KES', '0.55', 'INTERIM', 'PAID', { declared: '2025-11-06', ex: '2026-02-26', record: '2026-02-27', pay: '2026-03-31' }),
  dividend('EQTY.KE', 'KES', '4.25', 'FINAL', 'PAID', { declared: '2026-03-18', ex: '2026-05-27', record: '2026-05-28', pay: '2026-06-26' }),
  dividend('KCB.KE', 'KES', '2.00', 'FINAL', 'PAID', { declared: '2026-03-11', ex: '2026-05-06', record: '2026-05-07', pay: '2026-06-05' }),
  dividend('KCB.KE', 'KES', '1.50', 'INTERIM', 'DECLARED', { declared: '2026-08-20', ex: '2026-09-10', record: '2026-09-11', pay: '2026-10-09' }),
  dividend('EABL.KE', 'KES', '7.00', 'FINAL', 'DECLARED', { declared: '2026-07-30', ex: '2026-09-17', record: '2026-09-18', pay: '2026-10-30' }),
  dividend('ZENITHBANK.NG', 'NGN', '4.00', 'FINAL', 'PAID', { declared: '2026-03-26', ex: '2026-04-08', record: '2026-04-09', pay: '2026-04-24' }),
  dividend('DANGCEM.NG', 'NGN', '30.00', 'FINAL', 'PAID', { declared: '2026-03-02', ex: '2026-04-28', record: '2026-04-29', pay: '2026-05-22' }),
  dividend('GTCO.NG', 'NGN', '1.00', 'INTERIM', 'DECLARED', { declared: '2026-08-26', ex: '2026-09-07', record: '2026-09-08', pay: '2026-09-21' }),
  dividend('MTN.ZA', 'ZAR', '3.30', 'FINAL', 'PAID', { declared: '2026-03-10', ex: '2026-04-08', record: '2026-04-10', pay: '2026-04-13' }),
  dividend('SBK.ZA', 'ZAR', '7.80', 'INTERIM', 'DECLARED', { declared: '2026-08-13', ex: '2026-09-09', record: '2026-09-11', pay: '2026-09-14' }),
  dividend('SHP.ZA', 'ZAR', '4.60', 'FINAL', 'DECLARED', { declared: '2026-08-19', ex: '2026-09-16', record: '2026-09-18', pay: '2026-09-21' }),
  dividend('MTNGH.GH', 'GHS', '0.30', 'FINAL', 'PAID', { declared: '2026-02-25', ex: '2026-04-15', record: '2026-04-17', pay: '2026-05-08' }),
  dividend('MTNGH.GH', 'GHS', '0.08', 'INTERIM', 'DECLARED', { declared: '2026-08-05', ex: '2026-09-07', record: '2026-09-09', pay: '2026-09-30' }),
  dividend('SNTS.CI', 'XOF', '1700', 'FINAL', 'PAID', { declared: '2026-04-16', ex: '2026-05-26', record: '2026-05-27', pay: '2026-05-29' }),
  dividend('COMI.EG', 'EGP', '2.50', 'FINAL', 'PAID', { declared: '2026-03-05', ex: '2026-04-13', record: '2026-04-14', pay: '2026-04-20' }),
  dividend('IAM.MA', 'MAD', '4.80', 'FINAL', 'PAID', { declared: '2026-02-16', ex: '2026-06-01', record: '2026-06-03', pay: '2026-06-08' }),
  dividend('ATW.MA', 'MAD', '19.00', 'FINAL', 'PAID', { declared: '2026-03-17', ex: '2026-07-13', record: '2026-07-15', pay: '2026-07-20' }),
  dividend('MCBG.MU', 'MUR', '17.50', 'FINAL', 'DECLARED', { declared: '2026-08-27', ex: '2026-11-25', record: '2026-11-27', pay: '2026-12-16' }),
  dividend('CRDB.TZ', 'TZS', '65.00', 'FINAL', 'PAID', { declared: '2026-02-26', ex: '2026-05-27', record: '2026-05-29', pay: '2026-06-19' }),
  dividend('FNBB.BW', 'BWP', '0.20', 'FINAL', 'DECLARED', { declared: '2026-08-27', ex: '2026-09-23', record: '2026-09-25', pay: '2026-10-09' }),
  dividend('MTNU.UG', 'UGX', '8.00', 'INTERIM', 'DECLARED', { declared: '2026-08-12', ex: '2026-10-07', record: '2026-10-09', pay: '2026-11-13' }),
];

export const corporateActions: readonly CorporateAction[] = [
  {
    id: 'ca_npn_split_2025',
    symbol: 'NPN.ZA',
    type: 'SPLIT',
    announcedDate: '2025-09-15',
    effectiveDate: '2025-10-06',
    ratio: '5:1',
    previousSymbol: null,
    description:
      'Five-for-one subdivision of Naspers N ordinary shares approved at the August 2025 AGM; each shareholder holds five shares for every one held before.',
  },
  {
    id: 'ca_val_symbol_2025',
    symbol: 'VAL.ZA',
    type: 'SYMBOL_CHANGE',
    announcedDate: '2025-03-20',
    effectiveDate: '2025-05-28',
    ratio: null,
    previousSymbol: 'AMS.ZA',
    description:
      'Anglo American Platinum Ltd renamed Valterra Platinum Ltd ahead of its demerger from Anglo American; JSE share code changed from AMS to VAL, ISIN unchanged.',
  },
  {
    id: 'ca_accesscorp_rights_2025',
    symbol: 'ACCESSCORP.NG',
    type: 'RIGHTS_ISSUE',
    announcedDate: '2024-12-24',
    effectiveDate: '2025-01-10',
    ratio: null,
    previousSymbol: null,
    description:
      'Allotment of about 17.77 billion new ordinary shares from the rights issue priced at NGN 19.75 per share, part of the banking group’s recapitalisation.',
  },
  {
    id: 'ca_firstholdco_placement_2026',
    symbol: 'FIRSTHOLDCO.NG',
    type: 'PRIVATE_PLACEMENT',
    announcedDate: '2025-12-30',
    effectiveDate: '2026-01-05',
    ratio: null,
    previousSymbol: null,
    description:
      'Listing of 2,575,851,543 additional ordinary shares from a private placement at NGN 32.50 per share, bringing issued shares to 44,453,693,134.',
  },
  {
    id: 'ca_eco_suspension_2026',
    symbol: 'ECO.ZW',
    type: 'SUSPENSION',
    announcedDate: '2026-03-10',
    effectiveDate: '2026-03-12',
    ratio: null,
    previousSymbol: null,
    description:
      'Trading halt on the ZSE Main Board ahead of the voluntary delisting approved by shareholders; the shares move to the VFEX over-the-counter platform.',
  },
];
