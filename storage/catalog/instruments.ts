/**
 * Listed instruments of the 14 exchanges: real companies and ETFs with their exchange tickers.
 * Reference prices are plausible recent levels in the local currency (major units, JSE in rand not
 * cents) that seed the simulator's random walk; they are not quotes. Share counts are approximate
 * issued shares (units in issue for ETFs). ISINs are given only where known with confidence.
 * Data quality flags model the real feed: close-only instruments (`ohlcAvailable` false) and
 * instruments without volume (`volumeAvailable` false) sit mostly on the smaller exchanges.
 */
import { exchangeByCode } from './exchanges.ts';
import type { ExchangeCode, Instrument } from './types.ts';

interface Seed {
  readonly ticker: string;
  readonly name: string;
  readonly sector: string;
  readonly industry: string;
  readonly price: string;
  readonly shares: number;
  readonly since: number;
  readonly web: string;
  readonly desc: string;
  readonly isin?: string;
  readonly etf?: true;
  readonly closeOnly?: true;
  readonly noVolume?: true;
  readonly suspended?: true;
}

function listOn(code: ExchangeCode, seeds: readonly Seed[]): Instrument[] {
  const ex = exchangeByCode(code);
  return seeds.map((s) => ({
    symbol: `${s.ticker}.${ex.symbolSuffix}`,
    ticker: s.ticker,
    exchange: code,
    name: s.name,
    sector: s.sector,
    industry: s.industry,
    assetType: s.etf ? 'ETF' : 'EQUITY',
    currency: ex.currency,
    referencePrice: s.price,
    sharesOutstanding: s.shares,
    listedSince: s.since,
    description: s.desc,
    website: s.web,
    ohlcAvailable: !s.closeOnly,
    volumeAvailable: !s.noVolume,
    isin: s.isin ?? null,
    status: s.suspended ? 'SUSPENDED' : 'ACTIVE',
    tradable: !s.suspended,
  }));
}

const FIN = 'Financials';
const COM = 'Communication Services';
const STA = 'Consumer Staples';
const DIS = 'Consumer Discretionary';
const MAT = 'Materials';
const ENE = 'Energy';
const IND = 'Industrials';
const UTL = 'Utilities';
const REA = 'Real Estate';
const HEA = 'Health Care';
const TEC = 'Information Technology';
const FND = 'Funds';

const nse = listOn('NSE', [
  { ticker: 'SCOM', name: 'Safaricom PLC', sector: COM, industry: 'Telecommunications', price: '28.50', shares: 40_065_428_000, since: 2008, web: 'https://www.safaricom.co.ke', isin: 'KE1000001402', desc: "Kenya's largest mobile network operator and the provider of the M-PESA mobile money service; also operates Safaricom Ethiopia." },
  { ticker: 'EQTY', name: 'Equity Group Holdings PLC', sector: FIN, industry: 'Banks', price: '62.00', shares: 3_773_674_802, since: 2006, web: 'https://equitygroupholdings.com', isin: 'KE0000000554', desc: 'Financial holding company of Equity Bank, with banking subsidiaries in Kenya, Uganda, Tanzania, Rwanda, South Sudan and the DRC.' },
  { ticker: 'KCB', name: 'KCB Group PLC', sector: FIN, industry: 'Banks', price: '58.00', shares: 3_213_462_815, since: 1989, web: 'https://kcbgroup.com', isin: 'KE0000000315', desc: 'Holding company of KCB Bank Kenya and banking subsidiaries across East Africa; one of the largest banking groups in the region by assets.' },
  { ticker: 'EABL', name: 'East African Breweries PLC', sector: STA, industry: 'Beverages', price: '225.00', shares: 790_774_356, since: 1972, web: 'https://www.eabl.com', isin: 'KE0000000216', desc: 'Brewer and spirits distiller controlled by Diageo, producing beer and spirits brands in Kenya, Uganda and Tanzania.' },
  { ticker: 'COOP', name: 'The Co-operative Bank of Kenya Ltd', sector: FIN, industry: 'Banks', price: '24.00', shares: 5_867_174_695, since: 2008, web: 'https://www.co-opbank.co.ke', desc: 'Kenyan commercial bank with historic roots in the co-operative movement, which remains its largest shareholder group.' },
  { ticker: 'ABSA', name: 'Absa Bank Kenya PLC', sector: FIN, industry: 'Banks', price: '24.00', shares: 5_431_536_000, since: 1986, web: 'https://www.absabank.co.ke', desc: 'Kenyan retail and corporate bank, a subsidiary of South Africa’s Absa Group (formerly Barclays Bank of Kenya).' },
  { ticker: 'SCBK', name: 'Standard Chartered Bank Kenya Ltd', sector: FIN, industry: 'Banks', price: '300.00', shares: 377_857_809, since: 1989, web: 'https://www.sc.com/ke', desc: 'Kenyan subsidiary of Standard Chartered PLC offering corporate, commercial and wealth banking.' },
  { ticker: 'BAT', name: 'British American Tobacco Kenya PLC', sector: STA, industry: 'Tobacco', price: '430.00', shares: 100_000_000, since: 1969, web: 'https://www.batkenya.com', desc: 'Manufacturer and marketer of cigarettes and nicotine products in Kenya, part of the British American Tobacco group.' },
  { ticker: 'KEGN', name: 'Kenya Electricity Generating Company PLC', sector: UTL, industry: 'Electric Utilities', price: '9.50', shares: 6_594_522_339, since: 2006, web: 'https://www.kengen.co.ke', desc: "State-controlled power producer generating most of Kenya's electricity from hydro, geothermal, thermal and wind plants." },
  { ticker: 'KPLC', name: 'The Kenya Power and Lighting Company PLC', sector: UTL, industry: 'Electric Utilities', price: '14.00', shares: 1_951_467_045, since: 1954, web: 'https://www.kplc.co.ke', desc: 'Transmits, distributes and retails electricity to customers across Kenya.' },
  { ticker: 'NCBA', name: 'NCBA Group PLC', sector: FIN, industry: 'Banks', price: '80.00', shares: 1_647_519_731, since: 1971, web: 'https://ke.ncbagroup.com', desc: 'Banking group formed by the 2019 merger of NIC Group and Commercial Bank of Africa, strong in digital lending.' },
  { ticker: 'JUB', name: 'Jubilee Holdings Ltd', sector: FIN, industry: 'Insurance', price: '250.00', shares: 72_472_950, since: 1984, web: 'https://jubileeinsurance.com', desc: 'Insurance holding company with life, health and general insurance operations in East Africa and Mauritius.' },
  { ticker: 'BRIT', name: 'Britam Holdings PLC', sector: FIN, industry: 'Insurance', price: '8.50', shares: 2_523_486_816, since: 2011, web: 'https://www.britam.com', desc: 'Diversified financial services group offering insurance, asset management and property investment in East and Southern Africa.' },
  { ticker: 'SBIC', name: 'Stanbic Holdings PLC', sector: FIN, industry: 'Banks', price: '190.00', shares: 395_321_638, since: 1970, web: 'https://www.stanbicbank.co.ke', desc: 'Holding company of Stanbic Bank Kenya and Stanbic Bank South Sudan, part of the Standard Bank Group.' },
  { ticker: 'CTUM', name: 'Centum Investment Company PLC', sector: FIN, industry: 'Investment Companies', price: '14.00', shares: 665_441_775, since: 1977, web: 'https://centum.co.ke', desc: 'Investment company holding stakes in real estate, private equity and marketable securities in East Africa.' },
  { ticker: 'GLD', name: 'Absa NewGold ETF', sector: FND, industry: 'Commodity ETF', price: '5350.00', shares: 35_000_000, since: 2017, web: 'https://www.newgold.co.za', etf: true, desc: 'Exchange-traded fund whose units are each backed by approximately 1/100 of a fine ounce of physical gold bullion.' },
]);

const ngx = listOn('NGX', [
  { ticker: 'DANGCEM', name: 'Dangote Cement Plc', sector: MAT, industry: 'Construction Materials', price: '480.00', shares: 16_851_862_718, since: 2010, web: 'https://www.dangotecement.com', isin: 'NGDANGCEM008', desc: "Africa's largest cement producer, with plants in Nigeria and several other African countries." },
  { ticker: 'MTNN', name: 'MTN Nigeria Communications Plc', sector: COM, industry: 'Telecommunications', price: '470.00', shares: 20_354_513_050, since: 2019, web: 'https://www.mtn.ng', isin: 'NGMTNN000002', desc: 'Largest mobile network operator in Nigeria by subscribers, a subsidiary of MTN Group.' },
  { ticker: 'AIRTELAFRI', name: 'Airtel Africa Plc', sector: COM, industry: 'Telecommunications', price: '2250.00', shares: 3_758_151_504, since: 2019, web: 'https://airtel.africa', desc: 'Mobile telecommunications and mobile money provider operating in 14 African countries, also listed in London.' },
  { ticker: 'BUACEMENT', name: 'BUA Cement Plc', sector: MAT, industry: 'Construction Materials', price: '98.00', shares: 33_864_354_060, since: 2020, web: 'https://www.buacement.com', desc: 'Nigerian cement manufacturer with plants in Edo and Sokoto states.' },
  { ticker: 'ZENITHBANK', name: 'Zenith Bank Plc', sector: FIN, industry: 'Banks', price: '68.00', shares: 41_041_672_792, since: 2004, web: 'https://www.zenithbank.com', isin: 'NGZENITHBNK9', desc: 'Nigerian commercial bank with subsidiaries in Ghana, Sierra Leone, The Gambia, the UK and the UAE.' },
  { ticker: 'GTCO', name: 'Guaranty Trust Holding Company Plc', sector: FIN, industry: 'Banks', price: '95.00', shares: 36_425_229_655, since: 2021, web: 'https://www.gtcoplc.com', desc: 'Financial holding company of Guaranty Trust Bank, with banking, pension, asset management and payments subsidiaries.' },
  { ticker: 'ACCESSCORP', name: 'Access Holdings Plc', sector: FIN, industry: 'Banks', price: '26.50', shares: 53_309_000_000, since: 2022, web: 'https://www.theaccesscorporation.com', desc: 'Holding company of Access Bank, with banking operations across Africa and in the UK.' },
  { ticker: 'FIRSTHOLDCO', name: 'First HoldCo Plc', sector: FIN, industry: 'Banks', price: '45.50', shares: 44_453_693_134, since: 2012, web: 'https://www.fbnholdings.com', desc: 'Financial holding company of First Bank of Nigeria, formerly FBN Holdings Plc.' },
  { ticker: 'UBA', name: 'United Bank for Africa Plc', sector: FIN, industry: 'Banks', price: '42.00', shares: 40_500_000_000, since: 1970, web: 'https://www.ubagroup.com', desc: 'Pan-African bank headquartered in Lagos with operations in 20 African countries and in New York, London and Paris.' },
  { ticker: 'NESTLE', name: 'Nestle Nigeria Plc', sector: STA, industry: 'Food Products', price: '1650.00', shares: 792_656_252, since: 1979, web: 'https://www.nestle-cwa.com', desc: 'Manufacturer of food and beverage brands such as Maggi, Milo and Nescafe for the Nigerian market.' },
  { ticker: 'SEPLAT', name: 'Seplat Energy Plc', sector: ENE, industry: 'Oil & Gas Exploration and Production', price: '5600.00', shares: 601_000_000, since: 2014, web: 'https://www.seplatenergy.com', desc: 'Nigerian independent oil and gas producer, also listed on the London Stock Exchange.' },
  { ticker: 'NB', name: 'Nigerian Breweries Plc', sector: STA, industry: 'Beverages', price: '72.00', shares: 31_200_000_000, since: 1973, web: 'https://www.nbplc.com', desc: 'Largest brewer in Nigeria, majority owned by Heineken.' },
  { ticker: 'STANBIC', name: 'Stanbic IBTC Holdings Plc', sector: FIN, industry: 'Banks', price: '98.00', shares: 15_500_000_000, since: 2005, web: 'https://www.stanbicibtc.com', desc: 'Nigerian financial services group in banking, pensions and asset management, part of Standard Bank Group.' },
  { ticker: 'ETI', name: 'Ecobank Transnational Incorporated', sector: FIN, industry: 'Banks', price: '35.00', shares: 24_067_747_088, since: 2006, web: 'https://www.ecobank.com', desc: 'Lome-based pan-African banking group present in over 30 African countries; also listed in Accra and on the BRVM.' },
  { ticker: 'OKOMUOIL', name: 'The Okomu Oil Palm Company Plc', sector: STA, industry: 'Agricultural Products', price: '890.00', shares: 953_910_000, since: 1997, web: 'https://www.okomunigeria.com', desc: 'Oil palm and rubber plantation company in Edo State, Nigeria, part of the Socfin group.' },
  { ticker: 'GEREGU', name: 'Geregu Power Plc', sector: UTL, industry: 'Independent Power Producers', price: '1141.00', shares: 2_500_000_000, since: 2022, web: 'https://geregupower.com', desc: 'Owner and operator of a gas-fired power plant in Ajaokuta, Kogi State.' },
  { ticker: 'BUAFOODS', name: 'BUA Foods Plc', sector: STA, industry: 'Food Products', price: '420.00', shares: 18_000_000_000, since: 2022, web: 'https://www.buafoodsplc.com', desc: 'Nigerian food manufacturer producing sugar, flour, pasta and rice.' },
  { ticker: 'TRANSCORP', name: 'Transnational Corporation Plc', sector: IND, industry: 'Conglomerates', price: '45.00', shares: 101_600_000_000, since: 2007, web: 'https://www.transcorpgroup.com', desc: 'Nigerian conglomerate with interests in power generation, hospitality and energy.' },
  { ticker: 'STANBICETF30', name: 'Stanbic IBTC ETF 30', sector: FND, industry: 'Equity Index ETF', price: '480.00', shares: 4_000_000, since: 2015, web: 'https://www.stanbicibtcassetmanagement.com', etf: true, desc: 'Exchange-traded fund that tracks the NGX 30 Index of the 30 most capitalised and liquid stocks on the Nigerian Exchange.' },
  { ticker: 'VETGRIF30', name: 'Vetiva Griffin 30 ETF', sector: FND, industry: 'Equity Index ETF', price: '65.00', shares: 20_000_000, since: 2014, web: 'https://www.vetiva.com', etf: true, desc: 'Exchange-traded fund that tracks the NGX 30 Index, managed by Vetiva Fund Managers.' },
  { ticker: 'NEWGOLD', name: 'NewGold ETF', sector: FND, industry: 'Commodity ETF', price: '62000.00', shares: 35_000_000, since: 2017, web: 'https://www.newgold.co.za', etf: true, desc: 'Gold-backed exchange-traded fund, each unit backed by approximately 1/100 of a fine ounce of gold bullion.' },
]);

const jse = listOn('JSE', [
  { ticker: 'NPN', name: 'Naspers Ltd', sector: DIS, industry: 'Internet & E-commerce', price: '1250.00', shares: 780_000_000, since: 1994, web: 'https://www.naspers.com', desc: 'Global consumer internet group and majority owner of Prosus, whose largest asset is a stake in Tencent; owns Takealot in South Africa.' },
  { ticker: 'PRX', name: 'Prosus N.V.', sector: DIS, industry: 'Internet & E-commerce', price: '1150.00', shares: 2_300_000_000, since: 2019, web: 'https://www.prosus.com', desc: 'Amsterdam-listed internet investor and operator, controlled by Naspers, holding a large stake in Tencent.' },
  { ticker: 'MTN', name: 'MTN Group Ltd', sector: COM, industry: 'Telecommunications', price: '150.00', shares: 1_884_269_758, since: 1995, web: 'https://www.mtn.com', isin: 'ZAE000042164', desc: 'Pan-African mobile operator and fintech provider with operations in about 16 markets.' },
  { ticker: 'SBK', name: 'Standard Bank Group Ltd', sector: FIN, industry: 'Banks', price: '255.00', shares: 1_656_000_000, since: 1970, web: 'https://www.standardbank.com', isin: 'ZAE000109815', desc: "Africa's largest bank by assets, operating in 20 African countries." },
  { ticker: 'FSR', name: 'FirstRand Ltd', sector: FIN, industry: 'Banks', price: '82.00', shares: 5_609_488_001, since: 1998, web: 'https://www.firstrand.co.za', isin: 'ZAE000066304', desc: 'Financial services group that owns FNB, RMB, WesBank and Aldermore.' },
  { ticker: 'CPI', name: 'Capitec Bank Holdings Ltd', sector: FIN, industry: 'Banks', price: '3900.00', shares: 116_099_000, since: 2002, web: 'https://www.capitecbank.co.za', isin: 'ZAE000035861', desc: 'South African retail bank with one of the largest client bases in the country, focused on simple, low-cost banking.' },
  { ticker: 'NED', name: 'Nedbank Group Ltd', sector: FIN, industry: 'Banks', price: '250.00', shares: 480_000_000, since: 1969, web: 'https://www.nedbank.co.za', desc: 'One of the four largest South African banking groups, serving retail, business and corporate clients.' },
  { ticker: 'ABG', name: 'Absa Group Ltd', sector: FIN, industry: 'Banks', price: '190.00', shares: 894_000_000, since: 1991, web: 'https://www.absa.africa', desc: 'Diversified financial services group with banking operations in South Africa and eleven other African countries.' },
  { ticker: 'AGL', name: 'Anglo American plc', sector: MAT, industry: 'Diversified Metals & Mining', price: '620.00', shares: 1_070_000_000, since: 1999, web: 'https://www.angloamerican.com', desc: 'London-headquartered mining group focused on copper, premium iron ore and crop nutrients, with a secondary listing on the JSE.' },
  { ticker: 'BHG', name: 'BHP Group Ltd', sector: MAT, industry: 'Diversified Metals & Mining', price: '490.00', shares: 5_070_000_000, since: 2001, web: 'https://www.bhp.com', desc: 'Global resources company producing iron ore, copper and metallurgical coal, with a secondary listing in Johannesburg.' },
  { ticker: 'SOL', name: 'Sasol Ltd', sector: ENE, industry: 'Integrated Oil & Gas', price: '110.00', shares: 636_000_000, since: 1979, web: 'https://www.sasol.com', isin: 'ZAE000006896', desc: 'Integrated energy and chemicals company known for converting coal and gas into fuels and chemicals.' },
  { ticker: 'SHP', name: 'Shoprite Holdings Ltd', sector: STA, industry: 'Food Retail', price: '290.00', shares: 591_000_000, since: 1986, web: 'https://www.shopriteholdings.co.za', isin: 'ZAE000012084', desc: "Africa's largest food retailer, operating Shoprite, Checkers and Usave stores." },
  { ticker: 'VOD', name: 'Vodacom Group Ltd', sector: COM, industry: 'Telecommunications', price: '140.00', shares: 2_060_000_000, since: 2009, web: 'https://www.vodacom.com', isin: 'ZAE000132577', desc: 'Mobile operator in South Africa, Tanzania, the DRC, Mozambique, Lesotho and Egypt, majority owned by Vodafone.' },
  { ticker: 'GFI', name: 'Gold Fields Ltd', sector: MAT, industry: 'Gold Mining', price: '760.00', shares: 895_000_000, since: 1998, web: 'https://www.goldfields.com', isin: 'ZAE000018123', desc: 'Gold producer with mines in Australia, Ghana, Peru, Chile and South Africa.' },
  { ticker: 'VAL', name: 'Valterra Platinum Ltd', sector: MAT, industry: 'Precious Metals & Minerals', price: '1350.00', shares: 262_570_000, since: 1995, web: 'https://www.valterraplatinum.com', isin: 'ZAE000013181', desc: 'World’s largest platinum group metals producer by value, formerly Anglo American Platinum, demerged from Anglo American in 2025.' },
  { ticker: 'STX40', name: 'Satrix 40 Portfolio', sector: FND, industry: 'Equity Index ETF', price: '111.00', shares: 190_000_000, since: 2000, web: 'https://satrix.co.za', isin: 'ZAE000027108', etf: true, desc: 'Exchange-traded fund that tracks the FTSE/JSE Top 40 Index of the largest JSE-listed companies.' },
  { ticker: 'STX500', name: 'Satrix S&P 500 Feeder Portfolio', sector: FND, industry: 'Equity Index ETF', price: '130.00', shares: 150_000_000, since: 2017, web: 'https://satrix.co.za', etf: true, desc: 'Rand-denominated exchange-traded fund that tracks the S&P 500 index of large US companies.' },
  { ticker: 'STXNDQ', name: 'Satrix Nasdaq 100 Feeder Portfolio', sector: FND, industry: 'Equity Index ETF', price: '250.00', shares: 40_000_000, since: 2018, web: 'https://satrix.co.za', etf: true, desc: 'Rand-denominated exchange-traded fund that tracks the Nasdaq-100 index.' },
  { ticker: 'GLD', name: 'NewGold ETF', sector: FND, industry: 'Commodity ETF', price: '740.00', shares: 35_000_000, since: 2004, web: 'https://www.newgold.co.za', etf: true, desc: 'Gold-backed exchange-traded fund, each unit backed by approximately 1/100 of a fine ounce of gold bullion held in a vault.' },
]);

const gse = listOn('GSE', [
  { ticker: 'MTNGH', name: 'Scancom PLC (MTN Ghana)', sector: COM, industry: 'Telecommunications', price: '3.80', shares: 12_290_474_360, since: 2018, web: 'https://www.mtn.com.gh', desc: 'Largest mobile network operator in Ghana and provider of MoMo mobile money, a subsidiary of MTN Group.' },
  { ticker: 'GCB', name: 'GCB Bank PLC', sector: FIN, industry: 'Banks', price: '12.50', shares: 265_000_000, since: 1996, web: 'https://www.gcbbank.com.gh', desc: 'Ghanaian commercial bank, formerly Ghana Commercial Bank, with one of the largest branch networks in the country.' },
  { ticker: 'EGH', name: 'Ecobank Ghana PLC', sector: FIN, industry: 'Banks', price: '9.50', shares: 322_551_694, since: 2006, web: 'https://ecobank.com/gh', desc: 'Ghanaian subsidiary of Ecobank Transnational offering retail, commercial and corporate banking.' },
  { ticker: 'SCB', name: 'Standard Chartered Bank Ghana PLC', sector: FIN, industry: 'Banks', price: '27.00', shares: 134_760_000, since: 1991, web: 'https://www.sc.com/gh', desc: 'Ghanaian subsidiary of Standard Chartered, one of the oldest banks in the country.' },
  { ticker: 'CAL', name: 'CalBank PLC', sector: FIN, industry: 'Banks', price: '0.80', shares: 626_800_000, since: 2004, web: 'https://calbank.net', desc: 'Ghanaian commercial bank serving corporate, SME and retail clients.' },
  { ticker: 'SOGEGH', name: 'Societe Generale Ghana PLC', sector: FIN, industry: 'Banks', price: '2.20', shares: 709_000_000, since: 1995, web: 'https://www.societegenerale.com.gh', desc: 'Ghanaian bank majority owned by Societe Generale, offering retail and corporate banking.' },
  { ticker: 'TOTAL', name: 'TotalEnergies Marketing Ghana PLC', sector: ENE, industry: 'Oil & Gas Refining and Marketing', price: '28.00', shares: 111_870_000, since: 1991, web: 'https://totalenergies.com.gh', desc: 'Distributor of fuels and lubricants through a national network of service stations.' },
  { ticker: 'GOIL', name: 'GOIL PLC', sector: ENE, industry: 'Oil & Gas Refining and Marketing', price: '1.80', shares: 391_863_128, since: 2007, web: 'https://goil.com.gh', desc: 'Ghanaian state-linked fuel marketing company operating service stations and bulk supply.' },
  { ticker: 'FML', name: 'Fan Milk PLC', sector: STA, industry: 'Food Products', price: '4.50', shares: 116_207_288, since: 1991, web: 'https://www.fanmilk.com', desc: 'Producer and distributor of frozen dairy products and juices, part of the Danone group.' },
  { ticker: 'BOPP', name: 'Benso Oil Palm Plantation PLC', sector: STA, industry: 'Agricultural Products', price: '28.00', shares: 34_800_000, since: 2004, web: 'https://www.wilmar-international.com', closeOnly: true, noVolume: true, desc: 'Oil palm plantation and palm oil mill in the Western Region of Ghana, part of the Wilmar group.' },
  { ticker: 'EGL', name: 'Enterprise Group PLC', sector: FIN, industry: 'Insurance', price: '3.20', shares: 170_892_825, since: 1991, web: 'https://www.enterprisegroup.net.gh', desc: 'Ghanaian insurance group with life, general insurance, pensions and property businesses.' },
  { ticker: 'ETI', name: 'Ecobank Transnational Incorporated', sector: FIN, industry: 'Banks', price: '0.21', shares: 24_067_747_088, since: 2006, web: 'https://www.ecobank.com', desc: 'Pan-African banking group headquartered in Lome, cross-listed in Accra, Lagos and on the BRVM.' },
  { ticker: 'UNIL', name: 'Unilever Ghana PLC', sector: STA, industry: 'Household & Personal Products', price: '20.00', shares: 62_500_000, since: 1992, web: 'https://www.unilever-ghana.com', desc: 'Manufacturer of home and personal care products for the Ghanaian market.' },
  { ticker: 'GGBL', name: 'Guinness Ghana Breweries PLC', sector: STA, industry: 'Beverages', price: '6.50', shares: 307_000_000, since: 1990, web: 'https://www.guinness-ghana.com', closeOnly: true, desc: 'Brewer of Guinness, Malta Guinness and other beer and malt brands in Ghana.' },
  { ticker: 'ACCESS', name: 'Access Bank (Ghana) PLC', sector: FIN, industry: 'Banks', price: '6.00', shares: 173_947_596, since: 2016, web: 'https://ghana.accessbankplc.com', desc: 'Ghanaian subsidiary of Nigeria’s Access Bank offering retail and corporate banking.' },
]);

const brvm = listOn('BRVM', [
  { ticker: 'SNTS', name: 'Sonatel SA', sector: COM, industry: 'Telecommunications', price: '25500', shares: 100_000_000, since: 1998, web: 'https://www.sonatel.sn', isin: 'SN0000000019', desc: 'Senegalese telecom group operating as Orange in Senegal, Mali, Guinea, Guinea-Bissau and Sierra Leone; the largest BRVM listing.' },
  { ticker: 'ORAC', name: "Orange Côte d'Ivoire SA", sector: COM, industry: 'Telecommunications', price: '14500', shares: 150_370_000, since: 2022, web: 'https://www.orange.ci', desc: "Leading mobile, fixed and mobile-money operator in Côte d'Ivoire, a subsidiary of Orange Middle East and Africa." },
  { ticker: 'SGBC', name: "Société Générale Côte d'Ivoire", sector: FIN, industry: 'Banks', price: '27500', shares: 31_111_110, since: 1998, web: 'https://societegenerale.ci', desc: "One of the largest banks in Côte d'Ivoire, majority owned by Societe Generale." },
  { ticker: 'SIBC', name: 'Société Ivoirienne de Banque', sector: FIN, industry: 'Banks', price: '5000', shares: 100_000_000, since: 2017, web: 'https://www.sib.ci', desc: "Ivorian commercial bank, a subsidiary of the Attijariwafa bank group." },
  { ticker: 'ETIT', name: 'Ecobank Transnational Incorporated', sector: FIN, industry: 'Banks', price: '17', shares: 24_067_747_088, since: 2006, web: 'https://www.ecobank.com', desc: 'Pan-African banking group headquartered in Lome, cross-listed on the BRVM, in Lagos and in Accra.' },
  { ticker: 'BOAC', name: "Bank of Africa Côte d'Ivoire", sector: FIN, industry: 'Banks', price: '7200', shares: 40_000_000, since: 2010, web: 'https://www.boacoteivoire.com', desc: "Ivorian commercial bank belonging to the Bank of Africa group." },
  { ticker: 'NSBC', name: "NSIA Banque Côte d'Ivoire", sector: FIN, industry: 'Banks', price: '6350', shares: 24_700_000, since: 2017, web: 'https://www.nsiabanque.ci', desc: "Ivorian bank belonging to the NSIA financial group." },
  { ticker: 'SLBC', name: "Solibra (Société de Limonaderies et Brasseries d'Afrique)", sector: STA, industry: 'Beverages', price: '12905', shares: 16_461_800, since: 1998, web: 'https://www.castel-afrique.com', desc: "Brewer and soft-drink producer in Côte d'Ivoire, part of the Castel group." },
  { ticker: 'CIEC', name: "Compagnie Ivoirienne d'Électricité", sector: UTL, industry: 'Electric Utilities', price: '2105', shares: 140_000_000, since: 1998, web: 'https://www.cie.ci', desc: "Operator of the electricity transmission and distribution concession in Côte d'Ivoire." },
  { ticker: 'SPHC', name: "SAPH (Société Africaine de Plantations d'Hévéas)", sector: MAT, industry: 'Agricultural Products', price: '3750', shares: 51_020_000, since: 1998, web: 'https://www.saph-ci.com', desc: "Natural rubber producer operating plantations and processing plants in Côte d'Ivoire." },
  { ticker: 'PALC', name: "Palm Côte d'Ivoire", sector: STA, industry: 'Agricultural Products', price: '7500', shares: 15_469_008, since: 1998, web: 'https://www.palmci.ci', desc: 'Palm oil producer with plantations and mills in Côte d’Ivoire.' },
  { ticker: 'NTLC', name: "Nestlé Côte d'Ivoire", sector: STA, industry: 'Food Products', price: '9000', shares: 22_070_000, since: 1998, web: 'https://www.nestle-cwa.com', desc: 'Food and beverage manufacturer producing Nestle brands in Côte d’Ivoire.' },
  { ticker: 'ONTBF', name: 'Onatel Burkina Faso (Moov Africa Burkina)', sector: COM, industry: 'Telecommunications', price: '2460', shares: 68_000_000, since: 2009, web: 'https://www.moov-africa.bf', closeOnly: true, desc: 'Incumbent telecom operator of Burkina Faso, a subsidiary of Maroc Telecom.' },
  { ticker: 'TTLC', name: "TotalEnergies Marketing Côte d'Ivoire", sector: ENE, industry: 'Oil & Gas Refining and Marketing', price: '2400', shares: 62_950_000, since: 1998, web: 'https://totalenergies.ci', desc: 'Fuel and lubricant distributor operating service stations across Côte d’Ivoire.' },
  { ticker: 'SMBC', name: 'SMB (Société Multinationale de Bitumes)', sector: ENE, industry: 'Oil & Gas Refining and Marketing', price: '11000', shares: 1_600_000, since: 2000, web: 'https://www.smb-ci.com', desc: 'Bitumen refinery in Abidjan supplying road construction markets in West Africa.' },
]);

const luse = listOn('LUSE', [
  { ticker: 'ATEL', name: 'Airtel Networks Zambia Plc', sector: COM, industry: 'Telecommunications', price: '140.00', shares: 100_000_000, since: 2008, web: 'https://www.airtel.co.zm', desc: 'Mobile network and mobile money operator in Zambia, a subsidiary of Airtel Africa.' },
  { ticker: 'CECZ', name: 'Copperbelt Energy Corporation Plc', sector: UTL, industry: 'Electric Utilities', price: '19.20', shares: 1_625_000_000, since: 2008, web: 'https://www.cecinvestor.com', desc: 'Power transmission and supply company serving the mining companies of the Zambian Copperbelt.' },
  { ticker: 'ZSUG', name: 'Zambia Sugar Plc', sector: STA, industry: 'Food Products', price: '68.00', shares: 316_571_962, since: 1996, web: 'https://www.illovosugarafrica.com', desc: "Zambia's largest sugar producer, based at Nakambala and part of the Illovo Sugar Africa group." },
  { ticker: 'ZNCO', name: 'Zambia National Commercial Bank Plc (Zanaco)', sector: FIN, industry: 'Banks', price: '5.50', shares: 1_443_000_000, since: 2008, web: 'https://www.zanaco.co.zm', desc: 'One of the largest commercial banks in Zambia by branch network.' },
  { ticker: 'SCBL', name: 'Standard Chartered Bank Zambia Plc', sector: FIN, industry: 'Banks', price: '3.00', shares: 3_200_000_000, since: 1999, web: 'https://www.sc.com/zm', desc: 'Zambian subsidiary of Standard Chartered offering corporate and retail banking.' },
  { ticker: 'ZCCM', name: 'ZCCM Investments Holdings Plc', sector: MAT, industry: 'Diversified Metals & Mining', price: '120.00', shares: 160_800_000, since: 1999, web: 'https://www.zccm-ih.com.zm', desc: 'State-controlled investment holding company with stakes in Zambian copper mines and energy assets.' },
  { ticker: 'CHIL', name: 'Chilanga Cement Plc', sector: MAT, industry: 'Construction Materials', price: '80.00', shares: 200_000_000, since: 1995, web: 'https://www.chilangacement.com', closeOnly: true, desc: 'Cement producer with plants in Lusaka and Ndola, formerly Lafarge Zambia.' },
  { ticker: 'ZABR', name: 'Zambian Breweries Plc', sector: STA, industry: 'Beverages', price: '8.00', shares: 505_000_000, since: 2001, web: 'https://www.zambianbreweries.com', desc: 'Brewer of clear beer and soft drinks in Zambia, part of AB InBev.' },
  { ticker: 'NATB', name: 'National Breweries Plc', sector: STA, industry: 'Beverages', price: '2.90', shares: 60_000_000, since: 1999, web: 'https://www.ab-inbev.com', closeOnly: true, noVolume: true, desc: 'Producer of opaque (traditional) beer in Zambia.' },
  { ticker: 'ZMBF', name: 'Zambeef Products Plc', sector: STA, industry: 'Food Products', price: '2.20', shares: 300_579_630, since: 2003, web: 'https://www.zambeefplc.com', desc: 'Integrated agribusiness producing beef, poultry, dairy, edible oils and stockfeed in Zambia.' },
  { ticker: 'BATZ', name: 'British American Tobacco (Zambia) Plc', sector: STA, industry: 'Tobacco', price: '14.40', shares: 47_500_000, since: 2002, web: 'https://www.bat.com', closeOnly: true, desc: 'Distributor of cigarettes in Zambia, part of British American Tobacco.' },
  { ticker: 'PUMA', name: 'Puma Energy Zambia Plc', sector: ENE, industry: 'Oil & Gas Refining and Marketing', price: '3.85', shares: 50_000_000, since: 1996, web: 'https://www.pumaenergy.com', closeOnly: true, noVolume: true, desc: 'Fuel retailer and distributor operating service stations in Zambia.' },
  { ticker: 'AECI', name: 'AECI Mining Explosives (Zambia) Ltd', sector: MAT, industry: 'Commodity Chemicals', price: '130.00', shares: 20_000_000, since: 2002, web: 'https://www.aeciworld.com', closeOnly: true, noVolume: true, desc: 'Supplier of commercial explosives and blasting services to the Zambian mining industry.' },
]);

const use = listOn('USE', [
  { ticker: 'MTNU', name: 'MTN Uganda Ltd', sector: COM, industry: 'Telecommunications', price: '270.00', shares: 22_389_044_239, since: 2021, web: 'https://www.mtn.co.ug', desc: 'Largest mobile network and mobile money operator in Uganda, a subsidiary of MTN Group.' },
  { ticker: 'SBU', name: 'Stanbic Uganda Holdings Ltd', sector: FIN, industry: 'Banks', price: '47.80', shares: 51_188_669_700, since: 2007, web: 'https://www.stanbicbank.co.ug', desc: 'Holding company of Stanbic Bank Uganda, the largest bank in Uganda by assets, part of Standard Bank Group.' },
  { ticker: 'BOBU', name: 'Bank of Baroda (Uganda) Ltd', sector: FIN, industry: 'Banks', price: '31.00', shares: 10_000_000_000, since: 2002, web: 'https://www.bankofbaroda.ug', desc: 'Ugandan subsidiary of India’s Bank of Baroda.' },
  { ticker: 'DFCU', name: 'dfcu Ltd', sector: FIN, industry: 'Banks', price: '253.00', shares: 748_144_033, since: 2004, web: 'https://www.dfcugroup.com', desc: 'Holding company of dfcu Bank, a Ugandan commercial bank.' },
  { ticker: 'UCL', name: 'Uganda Clays Ltd', sector: MAT, industry: 'Construction Materials', price: '6.50', shares: 900_000_000, since: 2000, web: 'https://www.ugandaclays.co.ug', closeOnly: true, desc: 'Manufacturer of clay roofing tiles, bricks and building products.' },
  { ticker: 'NVL', name: 'New Vision Printing & Publishing Company Ltd', sector: COM, industry: 'Publishing & Broadcasting', price: '152.00', shares: 76_500_000, since: 2004, web: 'https://www.newvision.co.ug', closeOnly: true, noVolume: true, desc: 'Ugandan media group publishing newspapers and operating radio and television stations.' },
  { ticker: 'CQCIL', name: 'Cipla Quality Chemical Industries Ltd', sector: HEA, industry: 'Pharmaceuticals', price: '89.00', shares: 3_651_765_424, since: 2018, web: 'https://www.ciplaqcil.co.ug', desc: 'Pharmaceutical manufacturer in Kampala producing antiretroviral and antimalarial medicines.' },
  { ticker: 'BATU', name: 'British American Tobacco Uganda Ltd', sector: STA, industry: 'Tobacco', price: '15000.00', shares: 49_082_030, since: 2000, web: 'https://www.bat.com', closeOnly: true, noVolume: true, desc: 'Tobacco leaf and cigarette business in Uganda, part of British American Tobacco.' },
  { ticker: 'NIC', name: 'National Insurance Corporation Ltd', sector: FIN, industry: 'Insurance', price: '5.00', shares: 1_000_000_000, since: 2010, web: 'https://www.nic.co.ug', closeOnly: true, noVolume: true, desc: 'Ugandan general and life insurance company.' },
  { ticker: 'EABL', name: 'East African Breweries PLC', sector: STA, industry: 'Beverages', price: '4900.00', shares: 790_774_356, since: 2001, web: 'https://www.eabl.com', desc: 'Diageo-controlled brewer and distiller, cross-listed in Kampala from its primary listing in Nairobi.' },
  { ticker: 'KCB', name: 'KCB Group PLC', sector: FIN, industry: 'Banks', price: '1220.00', shares: 3_213_462_815, since: 2008, web: 'https://kcbgroup.com', desc: 'East African banking group cross-listed in Kampala from its primary listing in Nairobi.' },
  { ticker: 'CENT', name: 'Centum Investment Company PLC', sector: FIN, industry: 'Investment Companies', price: '330.00', shares: 665_441_775, since: 2011, web: 'https://centum.co.ke', closeOnly: true, desc: 'Kenyan investment company cross-listed in Kampala.' },
]);

const dse = listOn('DSE', [
  { ticker: 'CRDB', name: 'CRDB Bank PLC', sector: FIN, industry: 'Banks', price: '780.00', shares: 2_611_838_584, since: 2009, web: 'https://crdbbank.co.tz', desc: 'Largest Tanzanian bank by assets, with subsidiaries in Burundi and the DRC.' },
  { ticker: 'NMB', name: 'NMB Bank PLC', sector: FIN, industry: 'Banks', price: '7800.00', shares: 500_000_000, since: 2008, web: 'https://www.nmbbank.co.tz', desc: 'Tanzanian commercial bank with the widest branch network in the country, part-owned by Rabobank.' },
  { ticker: 'TBL', name: 'Tanzania Breweries PLC', sector: STA, industry: 'Beverages', price: '10900.00', shares: 294_928_463, since: 1998, web: 'https://www.ab-inbev.com', desc: 'Largest brewer in Tanzania, part of AB InBev.' },
  { ticker: 'TCC', name: 'Tanzania Cigarette Company PLC', sector: STA, industry: 'Tobacco', price: '17000.00', shares: 100_000_000, since: 2000, web: 'https://www.jti.com', desc: 'Cigarette manufacturer in Dar es Salaam, majority owned by Japan Tobacco International.' },
  { ticker: 'TPCC', name: 'Tanzania Portland Cement PLC', sector: MAT, industry: 'Construction Materials', price: '4200.00', shares: 179_923_100, since: 2006, web: 'https://www.twigacement.com', desc: 'Producer of Twiga cement near Dar es Salaam, part of Heidelberg Materials.' },
  { ticker: 'SWIS', name: 'Swissport Tanzania PLC', sector: IND, industry: 'Airport Services', price: '1600.00', shares: 36_000_000, since: 2005, web: 'https://www.swissport.com', closeOnly: true, desc: 'Ground handling and cargo services at Tanzanian airports.' },
  { ticker: 'TOL', name: 'TOL Gases PLC', sector: MAT, industry: 'Industrial Gases', price: '600.00', shares: 57_505_963, since: 1998, web: 'https://www.tolgases.com', closeOnly: true, noVolume: true, desc: 'Producer of industrial and medical gases; the first company listed on the DSE.' },
  { ticker: 'DCB', name: 'DCB Commercial Bank PLC', sector: FIN, industry: 'Banks', price: '220.00', shares: 160_000_000, since: 2008, web: 'https://www.dcb.co.tz', desc: 'Dar es Salaam based commercial bank focused on small businesses.' },
  { ticker: 'MKCB', name: 'Mkombozi Commercial Bank PLC', sector: FIN, industry: 'Banks', price: '1800.00', shares: 20_000_000, since: 2015, web: 'https://www.mkombozibank.com', closeOnly: true, noVolume: true, desc: 'Tanzanian commercial bank founded with the support of the Catholic Church.' },
  { ticker: 'DSE', name: 'Dar es Salaam Stock Exchange PLC', sector: FIN, industry: 'Financial Exchanges & Data', price: '3600.00', shares: 23_824_020, since: 2016, web: 'https://www.dse.co.tz', desc: 'Operator of the Tanzanian stock exchange, self-listed after demutualisation.' },
  { ticker: 'VODA', name: 'Vodacom Tanzania PLC', sector: COM, industry: 'Telecommunications', price: '600.00', shares: 2_240_000_300, since: 2017, web: 'https://vodacom.co.tz', desc: 'Largest mobile operator in Tanzania and provider of M-Pesa, part of Vodacom Group.' },
  { ticker: 'JHL', name: 'Jubilee Holdings Ltd', sector: FIN, industry: 'Insurance', price: '6000.00', shares: 72_472_950, since: 2006, web: 'https://jubileeinsurance.com', desc: 'East African insurance group cross-listed in Dar es Salaam from Nairobi.' },
  { ticker: 'TCCL', name: 'Tanga Cement PLC', sector: MAT, industry: 'Construction Materials', price: '1800.00', shares: 63_671_045, since: 2002, web: 'https://www.simbacement.co.tz', closeOnly: true, noVolume: true, desc: 'Producer of Simba cement in Tanga, Tanzania.' },
]);

const zse = listOn('ZSE', [
  { ticker: 'DLTA', name: 'Delta Corporation Ltd', sector: STA, industry: 'Beverages', price: '28.00', shares: 1_310_000_000, since: 1946, web: 'https://www.delta.co.zw', desc: "Zimbabwe's largest beverage company, brewing lager and sorghum beer and bottling soft drinks; associated with AB InBev." },
  { ticker: 'CBZ', name: 'CBZ Holdings Ltd', sector: FIN, industry: 'Banks', price: '16.50', shares: 650_000_000, since: 1998, web: 'https://www.cbz.co.zw', desc: 'Zimbabwean financial group with banking, insurance and asset management businesses.' },
  { ticker: 'FBC', name: 'FBC Holdings Ltd', sector: FIN, industry: 'Banks', price: '13.00', shares: 672_000_000, since: 2004, web: 'https://www.fbc.co.zw', desc: 'Diversified Zimbabwean financial services group in banking, building society and insurance.' },
  { ticker: 'EHZL', name: 'EcoCash Holdings Zimbabwe Ltd', sector: FIN, industry: 'Transaction & Payment Services', price: '0.62', shares: 2_590_000_000, since: 2018, web: 'https://www.ecocashholdings.co.zw', desc: 'Fintech group behind the EcoCash mobile money platform and related insurance and lending services.' },
  { ticker: 'HIPO', name: 'Hippo Valley Estates Ltd', sector: STA, industry: 'Agricultural Products', price: '9.50', shares: 193_000_000, since: 1960, web: 'https://www.tongaat.com', desc: 'Sugar cane grower and miller in the Zimbabwean Lowveld.' },
  { ticker: 'MEIK', name: 'Meikles Ltd', sector: DIS, industry: 'Hotels & Retail', price: '4.40', shares: 250_000_000, since: 1946, web: 'https://www.meikles.com', closeOnly: true, desc: 'Zimbabwean group with hospitality, retail and security businesses, owner of the Meikles Hotel.' },
  { ticker: 'DZL', name: 'Dairibord Holdings Ltd', sector: STA, industry: 'Food Products', price: '2.90', shares: 358_000_000, since: 1997, web: 'https://www.dairibord.com', closeOnly: true, desc: 'Zimbabwean producer of dairy products, juices and foods.' },
  { ticker: 'TANG', name: 'Tanganda Tea Company Ltd', sector: STA, industry: 'Food Products', price: '3.90', shares: 260_000_000, since: 2021, web: 'https://www.tanganda.co.zw', desc: 'Tea, coffee and macadamia grower and packer in Chipinge, Zimbabwe.' },
  { ticker: 'BAT', name: 'British American Tobacco Zimbabwe (Holdings) Ltd', sector: STA, industry: 'Tobacco', price: '145.00', shares: 20_598_750, since: 1993, web: 'https://www.bat.com', desc: 'Cigarette manufacturer in Harare, part of British American Tobacco.' },
  { ticker: 'NMB', name: 'NMBZ Holdings Ltd', sector: FIN, industry: 'Banks', price: '10.50', shares: 404_000_000, since: 1997, web: 'https://www.nmbz.co.zw', desc: 'Holding company of NMB Bank Zimbabwe, a digitally focused commercial bank.' },
  { ticker: 'CAFCA', name: 'Cafca Ltd', sector: IND, industry: 'Electrical Equipment', price: '21.00', shares: 32_000_000, since: 1994, web: 'https://www.cafca.co.zw', closeOnly: true, noVolume: true, desc: 'Manufacturer of electrical cables and conductors in Harare.' },
  { ticker: 'AFDS', name: 'African Distillers Ltd', sector: STA, industry: 'Beverages', price: '8.20', shares: 118_000_000, since: 1980, web: 'https://www.afdis.co.zw', closeOnly: true, noVolume: true, desc: 'Producer and distributor of wines and spirits in Zimbabwe.' },
  { ticker: 'SEED', name: 'Seed Co Ltd', sector: MAT, industry: 'Agricultural Inputs', price: '5.20', shares: 390_000_000, since: 1996, web: 'https://www.seedcogroup.com', desc: 'Developer and producer of certified crop seed, notably hybrid maize, for Zimbabwe.' },
  { ticker: 'FMH', name: 'First Mutual Holdings Ltd', sector: FIN, industry: 'Insurance', price: '2.70', shares: 720_000_000, since: 2003, web: 'https://www.firstmutualholdings.co.zw', closeOnly: true, noVolume: true, desc: 'Zimbabwean insurance group in life, health, short-term insurance and property.' },
  { ticker: 'ECO', name: 'Econet Wireless Zimbabwe Ltd', sector: COM, industry: 'Telecommunications', price: '10.80', shares: 2_590_000_000, since: 1998, web: 'https://www.econet.co.zw', suspended: true, desc: 'Largest mobile operator in Zimbabwe; trading on the ZSE is halted pending its voluntary move to the VFEX over-the-counter platform.' },
]);

const bse = listOn('BSE', [
  { ticker: 'FNBB', name: 'First National Bank of Botswana Ltd', sector: FIN, industry: 'Banks', price: '4.60', shares: 2_543_700_000, since: 2003, web: 'https://www.fnbbotswana.co.bw', desc: 'Largest commercial bank in Botswana, a subsidiary of FirstRand.' },
  { ticker: 'BIHL', name: 'Botswana Insurance Holdings Ltd', sector: FIN, industry: 'Insurance', price: '21.00', shares: 282_370_652, since: 1991, web: 'https://www.bihl.co.bw', desc: 'Insurance and asset management group in Botswana, majority owned by Sanlam.' },
  { ticker: 'BTCL', name: 'Botswana Telecommunications Corporation Ltd', sector: COM, industry: 'Telecommunications', price: '1.10', shares: 1_050_000_000, since: 2016, web: 'https://www.btc.bw', desc: 'Incumbent fixed and mobile telecom operator of Botswana, partly privatised in 2016.' },
  { ticker: 'CHOBE', name: 'Chobe Holdings Ltd', sector: DIS, industry: 'Hotels & Leisure', price: '13.50', shares: 89_439_642, since: 1994, web: 'https://www.chobeholdings.co.bw', closeOnly: true, desc: 'Safari lodge operator in the Chobe and Okavango regions of Botswana.' },
  { ticker: 'CHOPPIES', name: 'Choppies Enterprises Ltd', sector: STA, industry: 'Food Retail', price: '0.75', shares: 1_303_628_341, since: 2012, web: 'https://www.choppies.co.bw', desc: 'Supermarket chain operating in Botswana and neighbouring countries.' },
  { ticker: 'ENGEN', name: 'Engen Botswana Ltd', sector: ENE, industry: 'Oil & Gas Refining and Marketing', price: '12.50', shares: 159_722_220, since: 1996, web: 'https://www.engen.co.bw', desc: 'Fuel and lubricant distributor with a service station network in Botswana.' },
  { ticker: 'LETSHEGO', name: 'Letshego Holdings Ltd', sector: FIN, industry: 'Consumer Finance', price: '1.05', shares: 2_144_045_175, since: 2002, web: 'https://www.letshego.com', desc: 'Pan-African inclusive finance group providing microloans and deposits in eleven countries.' },
  { ticker: 'SECHABA', name: 'Sechaba Brewery Holdings Ltd', sector: STA, industry: 'Beverages', price: '25.00', shares: 110_616_859, since: 1989, web: 'https://www.kgalagadibreweries.co.bw', desc: 'Holding company of Kgalagadi Breweries, the main brewer in Botswana.' },
  { ticker: 'SEFALANA', name: 'Sefalana Holding Company Ltd', sector: STA, industry: 'Food Retail', price: '14.00', shares: 250_726_709, since: 1990, web: 'https://www.sefalana.com', desc: 'Botswana retail and wholesale group with cash-and-carry and supermarket operations.' },
  { ticker: 'STANCHART', name: 'Standard Chartered Bank Botswana Ltd', sector: FIN, industry: 'Banks', price: '3.50', shares: 298_350_611, since: 1997, web: 'https://www.sc.com/bw', desc: 'Botswana subsidiary of Standard Chartered.' },
  { ticker: 'TURNSTAR', name: 'Turnstar Holdings Ltd', sector: REA, industry: 'Real Estate Investment', price: '0.65', shares: 572_150_000, since: 2001, web: 'https://www.turnstar.co.bw', closeOnly: true, noVolume: true, desc: 'Property company owning shopping malls and offices in Botswana, including Game City.' },
  { ticker: 'G4S', name: 'G4S (Botswana) Ltd', sector: IND, industry: 'Security Services', price: '4.00', shares: 80_000_000, since: 1997, web: 'https://www.g4s.com', closeOnly: true, noVolume: true, desc: 'Provider of manned security, cash solutions and alarm services in Botswana.' },
  { ticker: 'NAP', name: 'New African Properties Ltd', sector: REA, industry: 'Real Estate Investment', price: '3.60', shares: 604_397_124, since: 2008, web: 'https://www.nap.co.bw', closeOnly: true, desc: 'Property investment company owning retail and commercial buildings in Botswana.' },
]);

const egx = listOn('EGX', [
  { ticker: 'COMI', name: 'Commercial International Bank (Egypt) S.A.E.', sector: FIN, industry: 'Banks', price: '98.50', shares: 3_044_000_000, since: 1995, web: 'https://www.cibeg.com', isin: 'EGS60121C018', desc: "Egypt's largest private-sector bank and the largest company on the EGX by market value." },
  { ticker: 'TMGH', name: 'Talaat Moustafa Group Holding', sector: REA, industry: 'Real Estate Development', price: '68.00', shares: 2_060_000_000, since: 2007, web: 'https://www.talaatmoustafa.com', desc: 'Developer of large integrated communities such as Madinaty and Al Rehab, and owner of hotels.' },
  { ticker: 'EAST', name: 'Eastern Company S.A.E.', sector: STA, industry: 'Tobacco', price: '32.00', shares: 3_000_000_000, since: 1995, web: 'https://www.easternegypt.com', desc: 'State-controlled cigarette manufacturer holding the dominant share of the Egyptian market.' },
  { ticker: 'HRHO', name: 'EFG Holding S.A.E.', sector: FIN, industry: 'Investment Banking & Brokerage', price: '27.50', shares: 1_459_000_000, since: 1998, web: 'https://www.efghldg.com', desc: 'Financial services group combining investment banking, non-bank finance and commercial banking.' },
  { ticker: 'SWDY', name: 'Elsewedy Electric S.A.E.', sector: IND, industry: 'Electrical Equipment', price: '82.00', shares: 2_184_180_000, since: 2006, web: 'https://www.elsewedyelectric.com', desc: 'Manufacturer of cables and electrical products and contractor for power infrastructure projects.' },
  { ticker: 'ETEL', name: 'Telecom Egypt S.A.E.', sector: COM, industry: 'Telecommunications', price: '55.00', shares: 1_707_071_600, since: 2005, web: 'https://www.te.eg', desc: 'Incumbent integrated telecom operator in Egypt, operating as WE, with a stake in Vodafone Egypt.' },
  { ticker: 'ABUK', name: 'Abu Qir Fertilizers and Chemical Industries', sector: MAT, industry: 'Fertilizers & Agricultural Chemicals', price: '56.00', shares: 1_261_000_000, since: 1995, web: 'https://www.abuqir.com', desc: 'Nitrogen fertilizer producer in Alexandria, one of the largest in the region.' },
  { ticker: 'FWRY', name: 'Fawry for Banking Technology and Electronic Payments S.A.E.', sector: TEC, industry: 'Transaction & Payment Services', price: '16.50', shares: 3_400_000_000, since: 2019, web: 'https://www.fawry.com', desc: 'Electronic payments network in Egypt offering bill payment, merchant acquiring and digital banking services.' },
  { ticker: 'AMOC', name: 'Alexandria Mineral Oils Company', sector: ENE, industry: 'Oil & Gas Refining and Marketing', price: '8.20', shares: 1_291_000_000, since: 2009, web: 'https://www.amoc.com.eg', desc: 'Producer of lubricant base oils, paraffin wax and petroleum products in Alexandria.' },
  { ticker: 'JUFO', name: 'Juhayna Food Industries', sector: STA, industry: 'Food Products', price: '24.00', shares: 941_405_082, since: 2010, web: 'https://www.juhayna.com', desc: 'Egyptian producer of dairy products, juices and cooking products.' },
  { ticker: 'ESRS', name: 'Ezz Steel', sector: MAT, industry: 'Steel', price: '118.00', shares: 543_000_000, since: 1999, web: 'https://www.ezzsteel.com', desc: 'Largest steel producer in Egypt by capacity.' },
  { ticker: 'PHDC', name: 'Palm Hills Developments S.A.E.', sector: REA, industry: 'Real Estate Development', price: '9.40', shares: 3_080_000_000, since: 2008, web: 'https://www.palmhillsdevelopments.com', desc: 'Residential and mixed-use property developer in West and East Cairo and on the North Coast.' },
  { ticker: 'MFPC', name: 'Misr Fertilizers Production Company (MOPCO)', sector: MAT, industry: 'Fertilizers & Agricultural Chemicals', price: '42.00', shares: 2_290_000_000, since: 2008, web: 'https://www.mopco-eg.com', desc: 'Producer of urea and ammonia in Damietta.' },
  { ticker: 'EMFD', name: 'Emaar Misr for Development S.A.E.', sector: REA, industry: 'Real Estate Development', price: '8.10', shares: 4_530_000_000, since: 2015, web: 'https://www.emaarmisr.com', desc: 'Egyptian property developer, a subsidiary of Emaar Properties, behind Uptown Cairo and Marassi.' },
  { ticker: 'ORWE', name: 'Oriental Weavers Carpet Company', sector: DIS, industry: 'Home Furnishings', price: '21.00', shares: 665_000_000, since: 1997, web: 'https://www.orientalweavers.com', desc: 'One of the largest machine-made carpet manufacturers in the world, exporting from Egypt.' },
]);

const mse = listOn('MSE', [
  { ticker: 'AIRTEL', name: 'Airtel Malawi PLC', sector: COM, industry: 'Telecommunications', price: '180.00', shares: 11_000_000_000, since: 2020, web: 'https://www.airtel.mw', desc: 'Largest mobile network and mobile money operator in Malawi, a subsidiary of Airtel Africa.' },
  { ticker: 'NBM', name: 'National Bank of Malawi PLC', sector: FIN, industry: 'Banks', price: '9000.00', shares: 466_931_738, since: 2000, web: 'https://www.natbank.co.mw', desc: 'One of the largest commercial banks in Malawi.' },
  { ticker: 'STANDARD', name: 'Standard Bank Malawi PLC', sector: FIN, industry: 'Banks', price: '14000.00', shares: 234_668_696, since: 1998, web: 'https://www.standardbank.co.mw', desc: 'Malawian subsidiary of Standard Bank Group.' },
  { ticker: 'FDHB', name: 'FDH Bank PLC', sector: FIN, industry: 'Banks', price: '500.00', shares: 6_900_000_000, since: 2020, web: 'https://www.fdh.co.mw', desc: 'Malawian commercial bank with a large branch and agent network.' },
  { ticker: 'FMBCH', name: 'FMBcapital Holdings PLC', sector: FIN, industry: 'Banks', price: '1500.00', shares: 2_459_250_000, since: 2018, web: 'https://www.fmbcapitalgroup.com', desc: 'Regional banking group with First Capital Bank operations in Malawi, Zambia, Zimbabwe, Botswana and Mozambique.' },
  { ticker: 'NICO', name: 'NICO Holdings PLC', sector: FIN, industry: 'Insurance', price: '800.00', shares: 1_043_000_000, since: 1996, web: 'https://www.nicomw.com', desc: 'Malawian financial group with insurance, banking and asset management; the first company listed on the MSE.' },
  { ticker: 'ILLOVO', name: 'Illovo Sugar (Malawi) PLC', sector: STA, industry: 'Food Products', price: '2500.00', shares: 713_444_000, since: 1997, web: 'https://www.illovosugarafrica.com', desc: 'Sole sugar producer in Malawi with estates at Nchalo and Dwangwa.' },
  { ticker: 'PCL', name: 'Press Corporation PLC', sector: IND, industry: 'Conglomerates', price: '5500.00', shares: 120_255_820, since: 1998, web: 'https://www.presscorp.com', closeOnly: true, desc: 'Malawian conglomerate with interests in banking, telecoms, energy and consumer goods.' },
  { ticker: 'TNM', name: 'Telekom Networks Malawi PLC', sector: COM, industry: 'Telecommunications', price: '50.00', shares: 10_025_000_000, since: 2008, web: 'https://www.tnm.co.mw', desc: 'Malawian mobile network operator and provider of the Mpamba mobile money service.' },
  { ticker: 'NITL', name: 'National Investment Trust PLC', sector: FIN, industry: 'Investment Companies', price: '1200.00', shares: 135_000_000, since: 2004, web: 'https://www.nitmw.com', closeOnly: true, noVolume: true, desc: 'Closed-end investment company holding a portfolio of Malawian listed and unlisted equities.' },
  { ticker: 'MPICO', name: 'MPICO PLC', sector: REA, industry: 'Real Estate Investment', price: '30.00', shares: 2_298_047_460, since: 2008, web: 'https://www.mpico.mw', closeOnly: true, noVolume: true, desc: 'Property investment and development company with offices and malls in Malawi.' },
  { ticker: 'SUNBIRD', name: 'Sunbird Tourism PLC', sector: DIS, industry: 'Hotels & Leisure', price: '700.00', shares: 261_544_000, since: 2002, web: 'https://www.sunbirdmalawi.com', closeOnly: true, noVolume: true, desc: 'Hotel group operating properties in Lilongwe, Blantyre, Mzuzu and on Lake Malawi.' },
  { ticker: 'NBS', name: 'NBS Bank PLC', sector: FIN, industry: 'Banks', price: '500.00', shares: 2_910_000_000, since: 2007, web: 'https://www.nbs.mw', closeOnly: true, desc: 'Malawian commercial bank serving retail and SME customers.' },
  { ticker: 'ICON', name: 'ICON Properties PLC', sector: REA, industry: 'Real Estate Investment', price: '35.00', shares: 6_680_000_000, since: 2019, web: 'https://www.iconproperties.mw', closeOnly: true, noVolume: true, desc: 'Property company owning commercial real estate in Malawi, part of the NICO group.' },
]);

const cse = listOn('CSE', [
  { ticker: 'IAM', name: 'Itissalat Al-Maghrib (Maroc Telecom)', sector: COM, industry: 'Telecommunications', price: '100.00', shares: 879_095_340, since: 2004, web: 'https://www.iam.ma', isin: 'MA0000011488', desc: 'Incumbent Moroccan telecom operator with subsidiaries in nine other African countries, also listed in Paris.' },
  { ticker: 'ATW', name: 'Attijariwafa Bank', sector: FIN, industry: 'Banks', price: '700.00', shares: 215_140_839, since: 2004, web: 'https://www.attijariwafabank.com', isin: 'MA0000012445', desc: 'Largest bank in Morocco, with banking subsidiaries across North, West and Central Africa.' },
  { ticker: 'BCP', name: 'Banque Centrale Populaire', sector: FIN, industry: 'Banks', price: '290.00', shares: 203_000_000, since: 2004, web: 'https://www.groupebcp.com', desc: 'Central institution of the Moroccan Banque Populaire co-operative banking group.' },
  { ticker: 'BOA', name: 'Bank of Africa', sector: FIN, industry: 'Banks', price: '230.00', shares: 211_000_000, since: 1996, web: 'https://www.bankofafrica.ma', desc: 'Moroccan banking group, formerly BMCE Bank, with a network across some 20 African countries.' },
  { ticker: 'LHM', name: 'LafargeHolcim Maroc', sector: MAT, industry: 'Construction Materials', price: '1950.00', shares: 23_431_240, since: 1993, web: 'https://www.lafargeholcim.ma', desc: 'Largest cement producer in Morocco.' },
  { ticker: 'CSR', name: 'Cosumar', sector: STA, industry: 'Food Products', price: '200.00', shares: 94_500_000, since: 1985, web: 'https://www.cosumar.co.ma', desc: 'Sole sugar producer and refiner in Morocco, majority owned by Wilmar.' },
  { ticker: 'MNG', name: 'Managem', sector: MAT, industry: 'Diversified Metals & Mining', price: '5200.00', shares: 12_400_000, since: 2000, web: 'https://www.managemgroup.com', desc: 'Moroccan mining group producing gold, copper, silver and cobalt in Morocco and sub-Saharan Africa.' },
  { ticker: 'TQM', name: 'Taqa Morocco', sector: UTL, industry: 'Independent Power Producers', price: '1400.00', shares: 23_588_542, since: 2013, web: 'https://www.taqamorocco.ma', desc: 'Operator of the Jorf Lasfar coal-fired power station, a large share of Moroccan electricity supply.' },
  { ticker: 'LBV', name: "Label'Vie", sector: STA, industry: 'Food Retail', price: '4200.00', shares: 2_839_537, since: 2008, web: 'https://www.labelvie.ma', desc: 'Moroccan supermarket and hypermarket operator running Carrefour and Atacadao stores.' },
  { ticker: 'ADH', name: 'Douja Promotion Groupe Addoha', sector: REA, industry: 'Real Estate Development', price: '38.00', shares: 403_000_000, since: 2006, web: 'https://www.groupeaddoha.com', desc: 'Moroccan homebuilder focused on social and middle-income housing.' },
  { ticker: 'MSA', name: 'Marsa Maroc (SODEP)', sector: IND, industry: 'Marine Ports & Services', price: '650.00', shares: 73_395_600, since: 2016, web: 'https://www.marsamaroc.co.ma', desc: 'Leading port terminal operator in Morocco.' },
  { ticker: 'CIH', name: 'CIH Bank', sector: FIN, industry: 'Banks', price: '420.00', shares: 31_900_000, since: 1967, web: 'https://www.cihbank.ma', desc: 'Moroccan bank historically specialised in real estate lending, now a universal retail bank.' },
  { ticker: 'AKT', name: 'Akdital', sector: HEA, industry: 'Health Care Facilities', price: '1300.00', shares: 15_000_000, since: 2022, web: 'https://www.akdital.ma', desc: 'Private hospital group operating clinics and hospitals across Morocco.' },
  { ticker: 'CMA', name: 'Ciments du Maroc', sector: MAT, industry: 'Construction Materials', price: '2000.00', shares: 14_436_004, since: 1993, web: 'https://www.cimentsdumaroc.com', desc: 'Moroccan cement producer, part of Heidelberg Materials.' },
  { ticker: 'TGC', name: 'Travaux Généraux de Construction de Casablanca (TGCC)', sector: IND, industry: 'Construction & Engineering', price: '800.00', shares: 30_000_000, since: 2021, web: 'https://www.tgcc.ma', desc: 'Moroccan construction contractor for buildings and infrastructure.' },
]);

const sem = listOn('SEM', [
  { ticker: 'MCBG', name: 'MCB Group Ltd', sector: FIN, industry: 'Banks', price: '450.00', shares: 259_420_000, since: 1989, web: 'https://www.mcbgroup.com', desc: 'Largest banking group in Mauritius, owner of The Mauritius Commercial Bank.' },
  { ticker: 'IBLL', name: 'IBL Ltd', sector: IND, industry: 'Conglomerates', price: '30.00', shares: 680_224_040, since: 2016, web: 'https://www.iblgroup.com', desc: 'Largest Mauritian conglomerate, active in commerce, manufacturing, hospitality, logistics and financial services.' },
  { ticker: 'SBMH', name: 'SBM Holdings Ltd', sector: FIN, industry: 'Banks', price: '6.20', shares: 3_037_402_524, since: 1995, web: 'https://www.sbmgroup.mu', desc: 'Holding company of State Bank of Mauritius and its banking subsidiaries in Kenya and India.' },
  { ticker: 'CIEL', name: 'CIEL Ltd', sector: IND, industry: 'Conglomerates', price: '8.20', shares: 1_694_440_000, since: 2014, web: 'https://www.cielgroup.com', desc: 'Mauritian investment group with textiles, hotels, finance, healthcare, agro and property businesses.' },
  { ticker: 'PBL', name: 'Phoenix Beverages Ltd', sector: STA, industry: 'Beverages', price: '630.00', shares: 16_447_000, since: 1990, web: 'https://www.phoenixbev.mu', desc: 'Mauritian brewer of Phoenix beer and bottler of soft drinks.' },
  { ticker: 'CIM', name: 'CIM Financial Services Ltd', sector: FIN, industry: 'Consumer Finance', price: '15.10', shares: 680_520_000, since: 2007, web: 'https://www.cim.mu', desc: 'Mauritian provider of consumer credit, leasing and card services.' },
  { ticker: 'ENL', name: 'ENL Ltd', sector: IND, industry: 'Conglomerates', price: '27.50', shares: 375_000_000, since: 2016, web: 'https://www.enl.mu', desc: 'Mauritian group with interests in land and property, agro-industry, commerce and hospitality.' },
  { ticker: 'ROGERS', name: 'Rogers and Company Ltd', sector: IND, industry: 'Conglomerates', price: '37.00', shares: 252_050_000, since: 1989, web: 'https://www.rogers.mu', desc: 'Mauritian services group in hospitality, property, logistics and finance.' },
  { ticker: 'MEDINE', name: 'Medine Ltd', sector: REA, industry: 'Real Estate Development', price: '70.00', shares: 105_000_000, since: 1989, web: 'https://www.medine.com', noVolume: true, desc: 'Mauritian land-owning group developing the Medine Smart City and running agricultural operations.' },
  { ticker: 'NMH', name: 'New Mauritius Hotels Ltd', sector: DIS, industry: 'Hotels & Leisure', price: '13.10', shares: 548_980_000, since: 1990, web: 'https://www.beachcomber-hotels.com', desc: 'Operator of the Beachcomber resorts in Mauritius and the Seychelles.' },
  { ticker: 'MUA', name: 'The Mauritius Union Assurance Cy Ltd', sector: FIN, industry: 'Insurance', price: '74.00', shares: 55_520_000, since: 1992, web: 'https://www.mua.mu', desc: 'Mauritian insurer with general and life insurance operations in Mauritius and East Africa.' },
  { ticker: 'LUX', name: 'Lux Island Resorts Ltd', sector: DIS, industry: 'Hotels & Leisure', price: '55.00', shares: 137_120_000, since: 1997, web: 'https://www.luxresorts.com', noVolume: true, desc: 'Mauritian hotel group operating LUX* resorts in Mauritius, Reunion and the Maldives.' },
]);

export const instruments: readonly Instrument[] = [
  ...nse, ...ngx, ...jse, ...gse, ...brvm, ...luse, ...use,
  ...dse, ...zse, ...bse, ...egx, ...mse, ...cse, ...sem,
];

/**
 * A ticker listed on two exchanges (Ecobank Transnational: ETI.NG and ETI.GH), so a bare `ETI`
 * is ambiguous and must answer 422 with `matches[]`. Other cross-listings (EABL, KCB, GLD, BAT)
 * are ambiguous the same way.
 */
export const dualListedTicker = 'ETI';
