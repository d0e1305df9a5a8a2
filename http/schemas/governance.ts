/** Response bodies of the governance routes: meetings, elections with their results, votes. */
import * as v from '../schema.ts';
import { Count, DateText, NullableTimestamp, named, pageMeta, Timestamp } from './wire.ts';

export const VOTE_CHOICES = ['FOR', 'AGAINST', 'ABSTAIN'] as const;
const Units = v.pipe(v.number(), v.minValue(0), v.description('units (shares), exact to 6 decimal places'));

const ResultSchema = named(
  'ResolutionResult',
  "A resolution's tally in this environment: entitled units (held at the record date) by choice, and the number of holders who voted",
  v.strictObject({ for: Units, against: Units, abstain: Units, votes: Count }),
);

export const ElectionSchema = named(
  'Election',
  'An election at an issuer meeting: SCHEDULED until its voting window opens, OPEN while votes are taken, CLOSED at the window close, TALLIED once results are published (each resolution then carries its result, else null)',
  v.strictObject({
    electionId: v.string(),
    meetingId: v.string(),
    symbol: v.string(),
    title: v.string(),
    status: v.picklist(['SCHEDULED', 'OPEN', 'CLOSED', 'TALLIED']),
    opensAt: Timestamp,
    closesAt: Timestamp,
    resolutions: v.array(
      v.strictObject({ resolutionId: v.string(), title: v.string(), description: v.nullable(v.string()), result: v.nullable(ResultSchema) }),
    ),
    talliedAt: NullableTimestamp,
  }),
);

export const MeetingSchema = named(
  'Meeting',
  "An issuer's AGM or EGM: record date (holdings at 00:00 UTC of that day are entitled to vote), agenda and elections",
  v.strictObject({
    meetingId: v.string(),
    symbol: v.string(),
    exchange: v.string(),
    type: v.picklist(['AGM', 'EGM']),
    meetingDate: DateText,
    recordDate: DateText,
    agenda: v.array(v.string()),
    description: v.nullable(v.string()),
    entitlementsFixedAt: NullableTimestamp,
    declaredAt: Timestamp,
    elections: v.array(ElectionSchema),
  }),
);

export const MeetingListSchema = named(
  'MeetingList',
  'One cursor page of meetings, in declaration order',
  v.strictObject({ meetings: v.array(MeetingSchema), ...pageMeta }),
);
export const ElectionListSchema = named(
  'ElectionList',
  'One cursor page of elections, in declaration order',
  v.strictObject({ elections: v.array(ElectionSchema), ...pageMeta }),
);

export const VoteSchema = named(
  'Vote',
  "A sub-account's vote on one resolution, with the units it held at the record date; changeable until the window closes",
  v.strictObject({
    electionId: v.string(),
    resolutionId: v.string(),
    subAccountId: v.string(),
    choice: v.picklist(VOTE_CHOICES),
    units: Units,
    castAt: Timestamp,
    updatedAt: Timestamp,
  }),
);

export const VoteListSchema = named('VoteList', "One cursor page of a sub-account's votes", v.strictObject({ votes: v.array(VoteSchema), ...pageMeta }));
