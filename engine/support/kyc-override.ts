/**
 * The operator's KYC override: the partner's KYC assertion, made by the operator on any
 * partner's sub-account, in either environment. The subAccount machine records it exactly like the
 * partner's own and announces `kyc.updated` to the owning partner with `overriddenByAdmin: true`.
 */
import type { KycAssertion } from '../../machines/subAccount/machine.ts';
import { isConsistentKyc } from '../../machines/subAccount/machine.ts';
import type { SubAccountRecord } from '../../storage/subaccounts.ts';
import { ownedSubAccount, SUB_ACCOUNT_KIND } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';

export function overrideKyc(step: Step, p: { subAccountId: string } & KycAssertion): SubAccountRecord {
  const found = step.stores.subAccounts.byId(p.subAccountId);
  if (!found) throw new ServiceError('NOT_FOUND', `sub-account ${p.subAccountId} not found`);
  step.assertTakes(SUB_ACCOUNT_KIND, p.subAccountId, 'operator.kyc');
  if (!isConsistentKyc(p)) {
    throw new ServiceError('VALIDATION_ERROR', 'status VERIFIED goes with level FULL, and REJECTED with level NONE', { extra: { param: 'level' } });
  }
  const { subAccountId, ...assertion } = p;
  step.send(SUB_ACCOUNT_KIND, subAccountId, { type: 'operator.kyc', ...assertion });
  return ownedSubAccount(step, { env: found.env, partnerId: found.partnerId }, subAccountId);
}
