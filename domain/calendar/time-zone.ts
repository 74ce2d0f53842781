// The bank's time zone: business days, value dates, daily limits and every date a customer
// sees follow Hong Kong time, whatever the device's or the server's zone. Its own module so
// a screen that only formats dates does not load the holiday list.
export const HONG_KONG_TIME_ZONE = 'Asia/Hong_Kong';
