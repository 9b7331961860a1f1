import { useSelector } from '@xstate/react';
import { type ReactNode, useLayoutEffect } from 'react';
import type { AccountFlowId } from '../../../machines/account/account.types';
import { accountFlows } from '../../actors/account-flows';
import { handOver } from '../../lib/late-logic';
import { useShopBrowser } from '../../lib/shop-browser';
import { useShopActors } from '../../lib/shop-selectors';

/**
 * An account page's flow (machines/account): opened when the page mounts, before the first paint,
 * and kept by the account machine for the rest of the visit; the page shows once it runs. The
 * flow's code comes with the page's chunk, not with the shop's first download.
 */
export function AccountFlow({ flow, children }: { flow: AccountFlowId; children: ReactNode }) {
  const { account } = useShopActors();
  const browser = useShopBrowser();
  const running = useSelector(account, (snapshot) => snapshot.children[flow] !== undefined);
  useLayoutEffect(() => {
    // The flow's code is here with the page's chunk: its slot gets it, then the account spawns it.
    handOver(account.system, flow, accountFlows(browser)[flow]);
    account.send({ type: 'account.flow.open', flow });
  }, [account, browser, flow]);
  return running ? children : null;
}
