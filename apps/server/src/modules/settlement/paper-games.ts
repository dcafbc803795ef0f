import type { XsktProduct } from '@veso/contract';
import {
  claimsInPerson,
  settleRegionalTicket,
  settleXsmbTicket,
  type PrizeWin,
  type XsmbResult,
} from '@veso/domain';
import type { PaperTicketRef } from '../paper-stock/service';
import type { GameRules } from './games';

/** A stored paper number set: the stock ticket it is. */
type PaperSet = { paper?: PaperTicketRef };

function refOf(set: unknown): PaperTicketRef {
  const ref = (set as PaperSet).paper;
  if (!ref) throw new Error('A paper ticket without its stock ticket');
  return ref;
}

/** The northern rules: the number against the 27 prizes, Đặc biệt also needing the series. */
const northern: GameRules = {
  settleLine: () => [],
  settleSet: (result, set): PrizeWin[] => {
    const ref = refOf(set);
    return settleXsmbTicket(result as XsmbResult, {
      number: ref.number,
      ...(ref.series ? { series: ref.series } : {}),
    });
  },
  minimumPots: {},
  sharePots: () => [],
  claimInPerson: claimsInPerson,
};

type RegionalDay = { provinces: { province: string; groups: string[][] }[] };

/** The southern and central rules: the ticket's province's 18 prizes, phụ ĐB and khuyến khích. */
const regional: GameRules = {
  settleLine: () => [],
  settleSet: (result, set): PrizeWin[] => {
    const ref = refOf(set);
    const province = (result as RegionalDay).provinces.find((p) => p.province === ref.province);
    if (!province) throw new Error(`No result of ${ref.province} on ${ref.drawDate}`);
    return settleRegionalTicket({ groups: province.groups }, { number: ref.number });
  },
  minimumPots: {},
  sharePots: () => [],
  claimInPerson: claimsInPerson,
};

/**
 * How the regional paper lotteries settle (issue #16): each stock ticket against every tier
 * of the domain (`settlement/paper.ts`: a ticket wins each tier it matches), amounts per
 * ticket. A ticket whose prizes exceed the domain's `CLAIM_IN_PERSON_ABOVE` is paid by the lottery
 * company in person (`claimInPerson`): recorded and notified, not credited.
 */
export const PAPER_GAME_RULES: Readonly<Record<XsktProduct, GameRules>> = {
  xsmb: northern,
  xsmn: regional,
  xsmt: regional,
};
