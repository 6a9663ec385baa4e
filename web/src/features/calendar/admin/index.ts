// The calendar feed's card, shown on the notifications screen.
export { CalendarFeedCard } from './calendar-feed-card';
// The owner's own calendars that keep times busy (issue #50), on the same screen.
export { BusyCalendarsCard } from './busy-calendars-card';
