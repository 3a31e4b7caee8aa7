// A registration's row ↔ application-stages.ts's ApplicationState: the one place that knows which column holds what.
import type { applications } from '../db/schema';
import type { ApplicationState, EndReason, ShowingAnswer, Stage } from '../domain/application-stages';

export type ApplicationRow = typeof applications.$inferSelect;
type StateColumns = Pick<
  ApplicationRow,
  | 'stage'
  | 'queuePlace'
  | 'showingStarts'
  | 'showingEnds'
  | 'showingMandatory'
  | 'showingDigital'
  | 'showingCanceled'
  | 'showingLastReplyTime'
  | 'showingAnswer'
  | 'attended'
  | 'lastReplyTime'
  | 'unmetRequirements'
  | 'reasonsForRefusal'
  | 'signFailedReason'
  | 'endReason'
>;

export function stateOf(row: StateColumns): ApplicationState {
  const showing =
    row.showingStarts && row.showingEnds && row.showingLastReplyTime
      ? {
          starts: row.showingStarts,
          ends: row.showingEnds,
          mandatory: !!row.showingMandatory,
          digital: !!row.showingDigital,
          canceled: row.showingCanceled,
          lastReplyTime: row.showingLastReplyTime,
        }
      : null;
  return {
    stage: row.stage as Stage,
    queuePlace: row.queuePlace,
    showing,
    showingAnswer: row.showingAnswer as ShowingAnswer | null,
    attended: row.attended,
    lastReplyTime: row.lastReplyTime,
    unmetRequirements: row.unmetRequirements,
    reasonsForRefusal: row.reasonsForRefusal,
    signFailedReason: row.signFailedReason,
    endReason: row.endReason as EndReason | null,
  };
}

export function columnsOf(state: ApplicationState): StateColumns {
  return {
    stage: state.stage,
    queuePlace: state.queuePlace,
    showingStarts: state.showing?.starts ?? null,
    showingEnds: state.showing?.ends ?? null,
    showingMandatory: state.showing?.mandatory ?? null,
    showingDigital: state.showing?.digital ?? null,
    showingCanceled: state.showing?.canceled ?? false,
    showingLastReplyTime: state.showing?.lastReplyTime ?? null,
    showingAnswer: state.showingAnswer,
    attended: state.attended,
    lastReplyTime: state.lastReplyTime,
    unmetRequirements: state.unmetRequirements,
    reasonsForRefusal: state.reasonsForRefusal,
    signFailedReason: state.signFailedReason,
    endReason: state.endReason,
  };
}
