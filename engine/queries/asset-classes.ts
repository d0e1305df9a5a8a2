/**
 * The read side of the asset classes: the seeded bonds, funds and opportunities, filtered
 * and resolved for HTTP. The catalog is code (storage/catalog/asset-classes.ts), so these read it
 * directly; an unknown id is null and the route answers 404.
 */
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import type { CommitmentRecord } from '../../storage/commitments.ts';
import { opportunityFigures } from '../asset-classes/commitments.ts';
import { assetClassHoldings } from '../asset-classes/holdings.ts';
import type { HoldingFigures } from '../trading/portfolio.ts';
import { type BondRecord, bonds, type FundRecord, funds, type OpportunityRecord, opportunities } from '../../storage/catalog/asset-classes.ts';

export function assetClassQueries(stores: Stores) {
  return {
    /** A sub-account's units of bonds, funds and opportunities as portfolio holdings. */
    holdings(o: { partnerId: string; env: Env; owner: string }, nowMs: number): HoldingFigures[] {
      return assetClassHoldings(stores, o, nowMs);
    },
    bonds(country?: string): readonly BondRecord[] {
      return country === undefined ? bonds : bonds.filter((b) => b.country === country);
    },
    bond(id: string): BondRecord | null {
      return bonds.find((b) => b.id === id) ?? null;
    },
    funds(type?: string): readonly FundRecord[] {
      return type === undefined ? funds : funds.filter((f) => f.type === type);
    },
    fund(id: string): FundRecord | null {
      return funds.find((f) => f.id === id) ?? null;
    },
    opportunities(): readonly OpportunityRecord[] {
      return opportunities;
    },
    /** An opportunity as `env` sees it: its status after the close, the amount raised with the environment's commitments. */
    opportunityFigures(env: Env, o: OpportunityRecord) {
      return opportunityFigures(stores, env, o);
    },
    /** A sub-account's commitments after `afterSeq`, oldest first. */
    commitments(o: { env: Env; partnerId: string; subAccountId: string }, afterSeq: number, limit: number): CommitmentRecord[] {
      return stores.commitments.ofSubAccount(o.env, o.partnerId, o.subAccountId, afterSeq, limit);
    },
    /** By id or by slug (the spec's `/opportunities/{id}` takes either). */
    opportunity(idOrSlug: string): OpportunityRecord | null {
      return opportunities.find((o) => o.id === idOrSlug || o.slug === idOrSlug) ?? null;
    },
  };
}

export type AssetClassQueries = ReturnType<typeof assetClassQueries>;
