//! When something happened on the sheet: a [`Timestamp`] is an ISO 8601
//! time in UTC as the browser writes it (`2026-11-26T20:00:00.000Z`), so
//! timestamps sort as text. Read back, anything else is refused: a store
//! holding another text is not read as if it held a time.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize};

/// A time on the sheet (UTC, ISO 8601).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Timestamp(String);

/// Why a text is no timestamp.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotATime;

impl fmt::Display for NotATime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a time (YYYY-MM-DDTHH:MM:SS.sssZ)")
    }
}

impl FromStr for Timestamp {
    type Err = NotATime;
    /// `YYYY-MM-DDTHH:MM:SSZ`, with or without milliseconds.
    fn from_str(s: &str) -> Result<Timestamp, NotATime> {
        let b = s.as_bytes();
        let digits = |r: std::ops::Range<usize>| b.get(r).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
        let shape = digits(0..4)
            && b.get(4) == Some(&b'-')
            && digits(5..7)
            && b.get(7) == Some(&b'-')
            && digits(8..10)
            && b.get(10) == Some(&b'T')
            && digits(11..13)
            && b.get(13) == Some(&b':')
            && digits(14..16)
            && b.get(16) == Some(&b':')
            && digits(17..19);
        let end = match b.get(19..) {
            Some(b"Z") => true,
            Some([b'.', ms @ .., b'Z']) => ms.len() == 3 && ms.iter().all(u8::is_ascii_digit),
            _ => false,
        };
        if shape && end {
            Ok(Timestamp(s.to_string()))
        } else {
            Err(NotATime)
        }
    }
}

impl TryFrom<String> for Timestamp {
    type Error = NotATime;
    fn try_from(s: String) -> Result<Timestamp, NotATime> {
        s.parse()
    }
}

impl From<Timestamp> for String {
    fn from(t: Timestamp) -> String {
        t.0
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Timestamp {
    /// The time `hours` ago by the browser's clock.
    pub fn hours_ago(hours: u32) -> Timestamp {
        let at = js_sys::Date::now() - f64::from(hours) * 3_600_000.0;
        let text = js_sys::Date::new(&at.into()).to_iso_string().as_string().unwrap_or_default();
        text.parse().unwrap_or_else(|_| Timestamp("1970-01-01T00:00:00.000Z".into()))
    }

    /// Now, by the browser's clock.
    pub fn now() -> Timestamp {
        Timestamp::hours_ago(0)
    }

    /// The date: `2026-11-26`.
    pub fn date(&self) -> &str {
        &self.0[..10]
    }

    /// The date and the minute by this phone's clock and time zone:
    /// (`2026-11-26`, `21:00`).
    pub fn local(&self) -> (String, String) {
        let d = js_sys::Date::new(&self.0.as_str().into());
        let date = format!("{:04}-{:02}-{:02}", d.get_full_year(), d.get_month() + 1, d.get_date());
        (date, format!("{:02}:{:02}", d.get_hours(), d.get_minutes()))
    }

    /// Date and minute as stored (UTC): `2026-11-26 20:00`.
    pub fn minute(&self) -> String {
        format!("{} {}", &self.0[..10], &self.0[11..16])
    }

    /// Date and minute as a player reads them, by this phone's clock and
    /// time zone (issue 47: a game begun at 21:05 in Utrecht says 21:05,
    /// not 20:05): `2026-11-26 21:05`.
    pub fn local_minute(&self) -> String {
        let (date, minute) = self.local();
        format!("{date} {minute}")
    }

    /// Today by this phone's clock and time zone: `2026-11-26` (just after
    /// midnight in Utrecht it is not yet the next day in UTC).
    pub fn today() -> String {
        Timestamp::now().local().0
    }
}

/// The minute of `ms` (since 1970) by this phone's clock: `13:05`.
pub fn clock_time(ms: u64) -> String {
    let d = js_sys::Date::new(&(ms as f64).into());
    format!("{:02}:{:02}", d.get_hours(), d.get_minutes())
}

/// A timestamp from a test's text.
#[cfg(test)]
pub fn at(text: &str) -> Timestamp {
    text.parse().expect("a timestamp")
}

/// An optional timestamp as earlier versions wrote it: missing or empty
/// text is none (games stored before times were kept).
pub fn optional<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Timestamp>, D::Error> {
    match Option::<String>::deserialize(d)? {
        None => Ok(None),
        Some(s) if s.is_empty() => Ok(None),
        Some(s) => s.parse().map(Some).map_err(serde::de::Error::custom),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_iso_times_are_timestamps() {
        let t: Timestamp = "2026-11-26T20:05:00.000Z".parse().unwrap();
        assert_eq!((t.date(), t.minute().as_str()), ("2026-11-26", "2026-11-26 20:05"));
        assert!("2026-11-26T20:05:00Z".parse::<Timestamp>().is_ok());
        for bad in
            ["", "x", "2026-11-26", "2026-11-26T20:05:00.000", "2026-11-26T20:05:00.0Z", "2026-11-26 20:05:00Z", "٢٠٢٦-11-26T20:05:00Z"]
        {
            assert_eq!(bad.parse::<Timestamp>(), Err(NotATime), "{bad}");
        }
        // They sort as time.
        assert!("2026-11-26T20:05:00.000Z".parse::<Timestamp>().unwrap() < "2026-11-27T00:00:00.000Z".parse().unwrap());
        // In JSON: the text, refused when it is no time.
        assert_eq!(serde_json::to_string(&t).unwrap(), "\"2026-11-26T20:05:00.000Z\"");
        assert!(serde_json::from_str::<Timestamp>("\"\"").is_err());
    }
}
