//! Countries as the EMA's result file takes them (issue 50): ISO 3166-1
//! alpha-2 ("NL"), read from what organisers type: alpha-2, alpha-3
//! ("NLD") or the sports codes the EMA's older lists used ("NED", "GER",
//! "DEN"). The list is `isocountry`'s; the Dutch names are this file's
//! data, for the picker (others show their English name).

use isocountry::CountryCode;

/// Sports (IOC) codes that differ from ISO alpha-3, as organisers type
/// them; a code here is never an ISO alpha-3 (tested).
const SPORTS: &[(&str, &str)] = &[
    ("NED", "NL"),
    ("GER", "DE"),
    ("DEN", "DK"),
    ("SUI", "CH"),
    ("POR", "PT"),
    ("CRO", "HR"),
    ("GRE", "GR"),
    ("SLO", "SI"),
    ("BUL", "BG"),
    ("LAT", "LV"),
    ("ENG", "GB"),
    ("UK", "GB"),
    ("RSA", "ZA"),
    ("CHI", "CL"),
    ("INA", "ID"),
    ("MAS", "MY"),
    ("PHI", "PH"),
    ("VIE", "VN"),
    ("TPE", "TW"),
    ("IRI", "IR"),
];

/// Dutch names, European countries first in the picker (the EMA's
/// members), then the countries whose players come to Dutch tournaments.
const DUTCH: &[(&str, &str)] = &[
    ("AT", "Oostenrijk"),
    ("BE", "België"),
    ("BG", "Bulgarije"),
    ("CH", "Zwitserland"),
    ("CZ", "Tsjechië"),
    ("DE", "Duitsland"),
    ("DK", "Denemarken"),
    ("EE", "Estland"),
    ("ES", "Spanje"),
    ("FI", "Finland"),
    ("FR", "Frankrijk"),
    ("GB", "Verenigd Koninkrijk"),
    ("GR", "Griekenland"),
    ("HR", "Kroatië"),
    ("HU", "Hongarije"),
    ("IE", "Ierland"),
    ("IS", "IJsland"),
    ("IT", "Italië"),
    ("LT", "Litouwen"),
    ("LU", "Luxemburg"),
    ("LV", "Letland"),
    ("NL", "Nederland"),
    ("NO", "Noorwegen"),
    ("PL", "Polen"),
    ("PT", "Portugal"),
    ("RO", "Roemenië"),
    ("RS", "Servië"),
    ("RU", "Rusland"),
    ("SE", "Zweden"),
    ("SI", "Slovenië"),
    ("SK", "Slowakije"),
    ("UA", "Oekraïne"),
    ("AU", "Australië"),
    ("BR", "Brazilië"),
    ("CA", "Canada"),
    ("CN", "China"),
    ("HK", "Hongkong"),
    ("ID", "Indonesië"),
    ("IL", "Israël"),
    ("IN", "India"),
    ("JP", "Japan"),
    ("KR", "Zuid-Korea"),
    ("MO", "Macau"),
    ("MY", "Maleisië"),
    ("NZ", "Nieuw-Zeeland"),
    ("PH", "Filipijnen"),
    ("SG", "Singapore"),
    ("SR", "Suriname"),
    ("TH", "Thailand"),
    ("TR", "Turkije"),
    ("TW", "Taiwan"),
    ("US", "Verenigde Staten"),
    ("VN", "Vietnam"),
    ("ZA", "Zuid-Afrika"),
];

/// The EMA number's first two digits by country: the EMA numbers its
/// members' players so (riichi.wiki, "European Mahjong Association",
/// membership list: [01] Austria ... [22] Czech Republic). Countries not
/// here are not checked.
const EMA_PREFIX: &[(&str, &str)] = &[
    ("01", "AT"),
    ("02", "BE"),
    ("03", "DK"),
    ("04", "FR"),
    ("05", "DE"),
    ("06", "HU"),
    ("07", "IT"),
    ("08", "NL"),
    ("09", "SE"),
    ("10", "ES"),
    ("11", "GB"),
    ("12", "PT"),
    ("14", "FI"),
    ("15", "RU"),
    ("16", "CH"),
    ("17", "SK"),
    ("19", "PL"),
    ("22", "CZ"),
];

/// The ISO alpha-2 code of a country as typed: "nl", "NLD" and "NED" are
/// all "NL". `None` for a code that names no country.
pub fn alpha2(typed: &str) -> Option<&'static str> {
    let t = typed.trim().to_ascii_uppercase();
    if let Some((_, a2)) = SPORTS.iter().find(|(s, _)| *s == t) {
        return CountryCode::for_alpha2(a2).ok().map(|c| c.alpha2());
    }
    match t.len() {
        2 => CountryCode::for_alpha2(&t).ok(),
        3 => CountryCode::for_alpha3(&t).ok(),
        _ => None,
    }
    .map(|c| c.alpha2())
}

/// A country's name in Dutch where this file has it, else ISO's English
/// short name; `code` is alpha-2.
pub fn name_nl(code: &str) -> Option<&'static str> {
    DUTCH.iter().find(|(c, _)| *c == code).map(|(_, n)| *n).or_else(|| CountryCode::for_alpha2(code).ok().map(|c| c.name()))
}

/// Every country for a picker, `(alpha-2, name)`: those with a Dutch name
/// first (sorted by it), then the rest by their English name.
pub fn picker() -> Vec<(&'static str, &'static str)> {
    let mut first: Vec<(&str, &str)> = DUTCH.to_vec();
    first.sort_by_key(|(_, n)| n.to_lowercase());
    let mut rest: Vec<(&str, &str)> =
        CountryCode::iter().map(|c| (c.alpha2(), c.name())).filter(|(a, _)| !DUTCH.iter().any(|(d, _)| d == a)).collect();
    rest.sort_by_key(|(_, n)| n.to_lowercase());
    first.extend(rest);
    first
}

/// The country an EMA number belongs to, by its first two digits, where
/// known.
pub fn of_ema_number(number: &str) -> Option<&'static str> {
    let prefix = number.get(..2)?;
    EMA_PREFIX.iter().find(|(p, _)| *p == prefix).map(|(_, c)| *c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 50: what organisers typed (NED, GER, DEN: the sports codes of
    /// the EMA's older lists) is ISO alpha-2 in the file.
    #[test]
    fn typed_codes_as_alpha_2() {
        for (typed, code) in [("NED", "NL"), ("ger", "DE"), ("DEN", "DK"), ("nl", "NL"), ("NLD", "NL"), ("BEL", "BE"), (" fr ", "FR")] {
            assert_eq!(alpha2(typed), Some(code), "{typed}");
        }
        for bad in ["", "N", "XX", "NEDX", "ZZZ"] {
            assert_eq!(alpha2(bad), None, "{bad}");
        }
        // No sports code is an ISO alpha-3 of another country.
        for (s, _) in SPORTS {
            assert!(CountryCode::for_alpha3(s).is_err(), "{s}");
        }
        // Every Dutch name and EMA prefix names an ISO country.
        for c in DUTCH.iter().map(|(c, _)| c).chain(EMA_PREFIX.iter().map(|(_, c)| c)) {
            assert!(CountryCode::for_alpha2(c).is_ok(), "{c}");
        }
    }

    #[test]
    fn ema_numbers_and_names() {
        assert_eq!(of_ema_number("08010045"), Some("NL"));
        assert_eq!(of_ema_number("05000012"), Some("DE"));
        assert_eq!(of_ema_number("99000012"), None);
        assert_eq!(name_nl("NL"), Some("Nederland"));
        assert_eq!(name_nl("FJ"), Some("Fiji"));
        let p = picker();
        assert_eq!(p.len(), CountryCode::num_country_codes());
        assert_eq!(p[0], ("AU", "Australië"));
    }
}
