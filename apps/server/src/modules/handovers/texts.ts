import { appRoutes, CARRIERS, deadlineDay, PROTECTION_DAYS, type CarrierId } from '@swapyard/domain';
import type { NewNotification } from '../notifications/index.ts';

/** What the server tells the members of a trade about its handovers; each links to the trade's conversation. */

const link = (tradeId: string) => appRoutes.tradeConversation(tradeId);
export const named = (titles: string[]) =>
  titles.length === 1 ? `'${titles[0]}'` : `'${titles[0]}' and ${titles.length - 1} more`;

const note = (userId: string, tradeId: string, title: string, message: string): NewNotification => ({
  userId,
  type: 'other',
  title,
  message,
  link: link(tradeId),
});

export const shippingChosenNotification = (
  giverId: string,
  tradeId: string,
  what: { receiverName: string; titles: string[]; shipBy: Date },
) =>
  note(
    giverId,
    tradeId,
    'Ready to ship',
    `${what.receiverName} chose shipping for ${named(what.titles)}. Print the label and ship it by ${deadlineDay(what.shipBy)}.`,
  );

export const meetupChosenNotification = (
  giverId: string,
  tradeId: string,
  what: { receiverName: string; titles: string[] },
) =>
  note(
    giverId,
    tradeId,
    'Meetup chosen',
    `${what.receiverName} would like to meet up for ${named(what.titles)}. Propose a time and a public place in the trade.`,
  );

export const shippedNotification = (
  receiverId: string,
  tradeId: string,
  what: { giverName: string; titles: string[]; carrier: CarrierId; trackingNumber: string },
) =>
  note(
    receiverId,
    tradeId,
    'Your item is on its way',
    `${what.giverName} shipped ${named(what.titles)} with ${CARRIERS[what.carrier].name} (tracking number ${what.trackingNumber}).`,
  );

export const deliveredNotification = (
  giverId: string,
  tradeId: string,
  what: { receiverName: string; titles: string[] },
) =>
  note(
    giverId,
    tradeId,
    'Item delivered',
    `${what.receiverName} has received ${named(what.titles)}. The money is released when they say everything is OK, or in ${PROTECTION_DAYS} days.`,
  );

/** The carrier says it arrived (a bought label's tracking): the receiver did not press anything, so they are told. */
export const carrierDeliveredNotification = (receiverId: string, tradeId: string, titles: string[]) =>
  note(
    receiverId,
    tradeId,
    'Your item was delivered',
    `The carrier says ${named(titles)} was delivered. Check it: you have ${PROTECTION_DAYS} days to report a problem, then the money is released.`,
  );

export const overdueNotification = (
  userId: string,
  tradeId: string,
  what: { role: 'giver' | 'receiver'; titles: string[]; autoCancelAt: Date },
) =>
  what.role === 'receiver'
    ? note(
        userId,
        tradeId,
        'Not shipped in time',
        `${named(what.titles)} has not been shipped yet. You can cancel now for a full refund, or wait: it is cancelled on its own on ${deadlineDay(what.autoCancelAt)} if it still has not been sent.`,
      )
    : note(
        userId,
        tradeId,
        'Please ship today',
        `${named(what.titles)} should have been shipped by now. Ship it and enter the tracking number, or the order is cancelled on ${deadlineDay(what.autoCancelAt)}.`,
      );

/** A meetup's time as a notification says it: 'Dec 3, 3:30 PM UTC' (the server knows no member's time zone). */
export const meetupTime = (at: Date) =>
  `${at.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} UTC`;

export const meetupProposedNotification = (
  userId: string,
  tradeId: string,
  what: { name: string; titles: string[]; at: Date; place: string; counter: boolean },
) =>
  note(
    userId,
    tradeId,
    what.counter ? 'New meetup time' : 'Meetup proposed',
    `${what.name} proposes to meet for ${named(what.titles)} on ${meetupTime(what.at)} at ${what.place}. Accept it or suggest another time.`,
  );

export const meetupAgreedNotification = (
  userId: string,
  tradeId: string,
  what: { name: string; titles: string[]; at: Date; place: string },
) =>
  note(
    userId,
    tradeId,
    'Meetup agreed',
    `${what.name} accepted: you meet for ${named(what.titles)} on ${meetupTime(what.at)} at ${what.place}.`,
  );

export const noShowNotification = (
  userId: string,
  tradeId: string,
  what: { name: string; titles: string[] },
) =>
  note(
    userId,
    tradeId,
    'Missed meetup',
    `${what.name} reported that the meetup for ${named(what.titles)} did not happen. Agree a new time in the trade.`,
  );

export const meetupCallOffNotification = (
  userId: string,
  tradeId: string,
  what: { name: string; titles: string[] },
) =>
  note(
    userId,
    tradeId,
    'Call off the meetup?',
    `${what.name} would like to call off the meetup for ${named(what.titles)}. If you agree, the trade is cancelled and any money on hold goes back.`,
  );

export const meetupReminderNotification = (
  userId: string,
  tradeId: string,
  what: { otherName: string; titles: string[]; at: Date; place: string; hours: number; receiver: boolean },
): NewNotification => ({
  userId,
  type: 'meetup_reminder',
  title: what.hours >= 24 ? 'Meetup tomorrow' : 'Meetup in 1 hour',
  message: `You meet ${what.otherName} for ${named(what.titles)} on ${meetupTime(what.at)} at ${what.place}. ${
    what.receiver
      ? 'Check the item, then show your handover code in the app.'
      : 'Ask for the handover code and enter it in the app.'
  }`,
  link: link(tradeId),
});
