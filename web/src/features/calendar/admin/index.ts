// The calendar feed's card, shown on the notifications screen.
export { CalendarFeedCard } from './calendar-feed-card';
