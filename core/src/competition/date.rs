//! An evening's date: `YYYY-MM-DD`, a real day of the Gregorian calendar
//! (no 2026-02-31, no 2025-02-29, no year 0), its weekday, and the way a
//! Dutch club writes it ("di 17 nov 2026"). A tournament's round is an
//! evening of its own on its day (issue 36): `YYYY-MM-DD-r02`, ordered
//! after the day and by its number ("za 5 dec 2026, ronde 2").

use std::fmt;
use std::str::FromStr;

/// A calendar day.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
    /// A tournament's round on the day, from 1; 0 for a club evening.
    round: u8,
}

/// A tournament's round on its day (issue 36, C13-C16): 1 to 99, a number,
/// never a text key.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Round(u8);

impl Round {
    /// The first round.
    pub const FIRST: Round = Round(1);
    /// The most rounds a day can name (`-r99`).
    pub const LAST: Round = Round(99);

    /// Round `n` (from 1), if it is one.
    pub fn new(n: usize) -> Option<Round> {
        u8::try_from(n).ok().filter(|n| (1..=99).contains(n)).map(Round)
    }

    /// Its number, from 1.
    pub fn number(self) -> usize {
        usize::from(self.0)
    }

    /// Its place in a list of rounds, from 0.
    pub fn index(self) -> usize {
        self.number() - 1
    }

    /// Rounds 1 to `last` (at most 99).
    pub fn upto(last: usize) -> impl Iterator<Item = Round> {
        (1..=last.min(99)).filter_map(Round::new)
    }
}

impl fmt::Display for Round {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a text is not an evening's date.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the date '{0}' is not YYYY-MM-DD, a day of the calendar (a tournament's round: YYYY-MM-DD-r01)")]
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
        // A round: "-r" and two digits, 1 to 99.
        let round = match b.len() {
            10 => 0,
            14 if &b[10..12] == b"-r" && b[12..].iter().all(u8::is_ascii_digit) => (b[12] - b'0') * 10 + (b[13] - b'0'),
            _ => return Err(bad()),
        };
        if b[4] != b'-' || b[7] != b'-' || (b.len() == 14 && round == 0) {
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
        Ok(Date { year, month, day, round })
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)?;
        if self.round > 0 {
            write!(f, "-r{:02}", self.round)?;
        }
        Ok(())
    }
}

const DAYS_NL: [&str; 7] = ["zo", "ma", "di", "wo", "do", "vr", "za"];
const DAYS_EN: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS_NL: [&str; 12] = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"];
const MONTHS_EN: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

impl Date {
    /// The day after (a tournament's last day, issue 50); a round's
    /// number is dropped.
    pub fn next_day(self) -> Date {
        let leap = self.year % 4 == 0 && (self.year % 100 != 0 || self.year % 400 == 0);
        let days = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][usize::from(self.month) - 1];
        match (self.day < days, self.month < 12) {
            (true, _) => Date { day: self.day + 1, round: 0, ..self },
            (false, true) => Date { month: self.month + 1, day: 1, round: 0, ..self },
            (false, false) => Date { year: self.year + 1, month: 1, day: 1, round: 0 },
        }
    }

    /// The same day `years` earlier (29 February: the 28th), as a day
    /// (a round's number dropped): where MERS's age factor turns (C24).
    pub fn years_before(self, years: u16) -> Date {
        let year = self.year.saturating_sub(years);
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let day = if self.month == 2 && self.day == 29 && !leap { 28 } else { self.day };
        Date { year, day, round: 0, ..self }
    }

    /// The weekday, 0 Sunday to 6 Saturday (Sakamoto's method).
    pub fn weekday(self) -> usize {
        const T: [u32; 12] = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
        let y = u32::from(self.year) - u32::from(self.month < 3);
        ((y + y / 4 - y / 100 + y / 400 + T[usize::from(self.month) - 1] + u32::from(self.day)) % 7) as usize
    }

    /// As a Dutch club writes it: "di 17 nov 2026"; a round "za 5 dec
    /// 2026, ronde 2".
    pub fn dutch(self) -> String {
        let day = format!("{} {} {} {}", DAYS_NL[self.weekday()], self.day, MONTHS_NL[usize::from(self.month) - 1], self.year);
        if self.round > 0 {
            format!("{day}, ronde {}", self.round)
        } else {
            day
        }
    }

    /// The same in English: "Tue 17 Nov 2026", "Sat 5 Dec 2026, round 2".
    pub fn english(self) -> String {
        let day = format!("{} {} {} {}", DAYS_EN[self.weekday()], self.day, MONTHS_EN[usize::from(self.month) - 1], self.year);
        if self.round > 0 {
            format!("{day}, round {}", self.round)
        } else {
            day
        }
    }

    /// The tournament's round on the day (issue 36), or `None` for a club evening.
    pub fn round(self) -> Option<Round> {
        (self.round > 0).then_some(Round(self.round))
    }

    /// Round `round` on this day.
    pub fn with_round(self, round: Round) -> Date {
        Date { round: round.0, ..self }
    }

    /// The day alone (a round's number dropped).
    pub fn without_round(self) -> Date {
        Date { round: 0, ..self }
    }
}

/// The tournament round an evening's key names (`2026-12-05-r02`: 2);
/// `None` for a club evening's date or a text that is no date.
pub fn round_of(key: &str) -> Option<Round> {
    key.parse::<Date>().ok()?.round()
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

    /// Issue 36: a tournament's rounds are evenings of their day, ordered
    /// after it and by number, as their text orders too.
    #[test]
    fn rounds_of_a_day() {
        let r2: Date = "2026-12-05-r02".parse().unwrap();
        let two = Round::new(2).unwrap();
        assert_eq!((r2.round(), r2.to_string(), r2.dutch()), (Some(two), "2026-12-05-r02".into(), "za 5 dec 2026, ronde 2".into()));
        let day: Date = "2026-12-05".parse().unwrap();
        assert_eq!(day.with_round(two), r2);
        let r10 = day.with_round(Round::new(10).unwrap());
        assert!(day < r2 && r2 < r10 && r10 < "2026-12-06".parse().unwrap());
        assert!(r2.to_string() < r10.to_string());
        assert_eq!((round_of("2026-12-05-r02"), round_of("2026-12-05"), round_of("ronde 2")), (Some(two), None, None));
        // A round is 1 to 99, as `-r01` to `-r99` name them.
        assert_eq!((Round::new(0), Round::new(100), Round::new(99).map(Round::number)), (None, None, Some(99)));
        assert_eq!(Round::upto(3).map(|r| r.to_string()).collect::<Vec<_>>(), ["1", "2", "3"]);
        for bad in ["2026-12-05-r00", "2026-12-05-r2", "2026-12-05-x02", "2026-12-05-r0a", "2026-12-05r02"] {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
    }
}
