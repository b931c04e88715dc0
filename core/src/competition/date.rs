//! An evening's date: `YYYY-MM-DD`, a real day of the Gregorian calendar
//! (no 2026-02-31, no 2025-02-29, no year 0), its weekday, and the way a
//! Dutch club writes it ("di 17 nov 2026").

use std::fmt;
use std::str::FromStr;

/// A calendar day.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// Why a text is not an evening's date.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the date '{0}' is not YYYY-MM-DD, a day of the calendar")]
pub struct DateError(pub String);

fn leap(year: u16) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in(year: u16, month: u8) -> u8 {
    match month {
        2 if leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl FromStr for Date {
    type Err = DateError;
    fn from_str(s: &str) -> Result<Date, DateError> {
        let bad = || DateError(s.chars().take(40).collect());
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        let num = |r: std::ops::Range<usize>| -> Result<u16, DateError> {
            let part = &s[r];
            if part.bytes().all(|c| c.is_ascii_digit()) {
                part.parse().map_err(|_| bad())
            } else {
                Err(bad())
            }
        };
        let (year, month, day) = (num(0..4)?, num(5..7)?, num(8..10)?);
        let (month, day) = (u8::try_from(month).map_err(|_| bad())?, u8::try_from(day).map_err(|_| bad())?);
        if year == 0 || !(1..=12).contains(&month) || day == 0 || day > days_in(year, month) {
            return Err(bad());
        }
        Ok(Date { year, month, day })
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

const DAYS_NL: [&str; 7] = ["zo", "ma", "di", "wo", "do", "vr", "za"];
const DAYS_EN: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS_NL: [&str; 12] = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"];
const MONTHS_EN: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

impl Date {
    /// The weekday, 0 Sunday to 6 Saturday (Sakamoto's method).
    pub fn weekday(self) -> usize {
        const T: [u32; 12] = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
        let y = u32::from(self.year) - u32::from(self.month < 3);
        ((y + y / 4 - y / 100 + y / 400 + T[usize::from(self.month) - 1] + u32::from(self.day)) % 7) as usize
    }

    /// As a Dutch club writes it: "di 17 nov 2026".
    pub fn dutch(self) -> String {
        format!("{} {} {} {}", DAYS_NL[self.weekday()], self.day, MONTHS_NL[usize::from(self.month) - 1], self.year)
    }

    /// The same in English: "Tue 17 Nov 2026".
    pub fn english(self) -> String {
        format!("{} {} {} {}", DAYS_EN[self.weekday()], self.day, MONTHS_EN[usize::from(self.month) - 1], self.year)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_days_only() {
        for ok in ["2026-11-17", "2024-02-29", "2000-02-29", "0001-01-01", "2026-12-31"] {
            assert_eq!(ok.parse::<Date>().unwrap().to_string(), ok);
        }
        // Issue 32: 31 February, 29 February of a year that is not leap
        // (2025; 1900 by the century rule), year 0, month 13, day 0.
        for bad in
            ["2026-02-31", "2025-02-29", "1900-02-29", "0000-01-01", "2026-13-01", "2026-01-00", "2026-1-01", "2026-01-01x", "+026-01-01"]
        {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
    }

    #[test]
    fn weekdays_and_dutch() {
        // 17 Nov 2026 is a Tuesday (dinsdag); 1 Jan 2000 a Saturday; 29 Feb
        // 2024 a Thursday.
        assert_eq!("2026-11-17".parse::<Date>().unwrap().dutch(), "di 17 nov 2026");
        assert_eq!("2000-01-01".parse::<Date>().unwrap().dutch(), "za 1 jan 2000");
        assert_eq!("2024-02-29".parse::<Date>().unwrap().english(), "Thu 29 Feb 2024");
        // Dates order as the calendar does.
        assert!("2026-09-30".parse::<Date>().unwrap() < "2026-10-01".parse::<Date>().unwrap());
    }
}
