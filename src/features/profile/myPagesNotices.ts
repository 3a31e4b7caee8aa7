// The notices an applicant gets on entering my pages (spec 000 §8): a block in force (one wording
// when it covers every landlord, another per landlord), each linking to the account page where the
// block is described; and a pending queue fee, with an extra sentence when the applicant has no
// paid period (queueFeeValidToDate missing). Pure, so the table in myPagesNotices.test.ts holds it.
import type { ToastLink } from '../../components/toast/toastQueue';

export interface MyPagesNotice {
  message: string;
  link?: ToastLink;
}

export interface NoticeFacts {
  /** applicantMyPagesBlock: the blocks in force today; landlord '' covers every landlord. */
  blocks: readonly { landlord: string }[];
  hasQueueFee: boolean;
  queueFeeValidToDate: string | null;
}

export const ACCOUNT_BLOCKS_LINK: ToastLink = { to: '/profile/account#account-blocks', label: 'Läs mer på Mitt konto' };

export const noticeTexts = {
  blockedEverywhere: 'Ditt konto är spärrat. Du kan inte anmäla intresse för bostäder just nu.',
  blockedAt: (landlord: string) => `Du är spärrad hos ${landlord} och kan inte anmäla intresse för deras bostäder.`,
  queueFee: 'Du har en obetald köavgift.',
  queueFeeKeepPlace: 'Betala köavgiften för att behålla din plats i bostadskön.',
} as const;

export function myPagesNotices({ blocks, hasQueueFee, queueFeeValidToDate }: NoticeFacts): MyPagesNotice[] {
  const notices: MyPagesNotice[] = [];
  const landlords = blocks.map((b) => b.landlord.trim());
  if (landlords.includes('')) {
    // A block on every landlord says it all; the landlord-specific ones would repeat it.
    notices.push({ message: noticeTexts.blockedEverywhere, link: ACCOUNT_BLOCKS_LINK });
  } else {
    for (const landlord of new Set(landlords)) notices.push({ message: noticeTexts.blockedAt(landlord), link: ACCOUNT_BLOCKS_LINK });
  }
  if (hasQueueFee) {
    notices.push({ message: queueFeeValidToDate ? noticeTexts.queueFee : `${noticeTexts.queueFee} ${noticeTexts.queueFeeKeepPlace}` });
  }
  return notices;
}
