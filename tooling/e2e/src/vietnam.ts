/**
 * Vietnam wall-clock time for specs (draw times, sales hours, cut-offs), from the domain's
 * calendar rather than an offset of the spec's own: `vnDayOf`/`vnDayStart`/`vnMinuteOfDay`
 * of an instant, `vnInstant(day, minutes)`, `addDays`/`weekdayOf` of a `YYYY-MM-DD` day, and
 * `parseDrawDateTime` of an `openDate` (`DD/MM/YYYY HH:mm:ss`, Vietnam time).
 */
export {
  addDays,
  parseDrawDateTime,
  vnDayOf,
  vnDayStart,
  vnInstant,
  vnMinuteOfDay,
  weekdayOf,
} from '@veso/domain';
