//! A whole game in a link and a QR code, so a second phone or the
//! organiser's can take it over: the game line (the sheet's JSON) in
//! URL-safe base64 at `#/spel/<data>` (`#spel=<data>` before there were
//! routes, still read). Opening such a link adds the game as a
//! new one; it never overwrites a game on the device. (Deflating the JSON
//! halves the link but cost 15 KB gzip of the app: a QR code of a whole
//! evening stays readable without it.)

use base64::Engine as _;
use mahjong_core::json::GameLine;
use qrcodegen::{QrCode, QrCodeEcc};

/// The longest link that is read: far more than any evening.
const MAX_LINK: usize = 64 * 1024;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// Why a game link cannot be opened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShareError {
    /// Not base64, or too long.
    Damaged,
    /// Unpacked, but no game the engine can replay.
    NoGame,
}

/// The link's data that carries the game (`Route::SharedGame`).
pub fn encode(game: &GameLine) -> String {
    B64.encode(serde_json::to_string(game).unwrap_or_default())
}

/// The game of a link's data, checked by the engine.
pub fn decode(text: &str) -> Result<GameLine, ShareError> {
    if text.len() > MAX_LINK {
        return Err(ShareError::Damaged);
    }
    let json = B64.decode(text.as_bytes()).map_err(|_| ShareError::Damaged)?;
    // From text, as the store reads games: one copy of the reader in the app.
    let json = String::from_utf8(json).map_err(|_| ShareError::NoGame)?;
    let game: GameLine = serde_json::from_str(&json).map_err(|_| ShareError::NoGame)?;
    super::game::check(&game).map_err(|_| ShareError::NoGame)?;
    // Competition ruling C21: a hand's tiles score what the game says.
    if super::game::tiles_disagree(&game).is_some() {
        return Err(ShareError::NoGame);
    }
    Ok(game)
}

/// The QR code of a text as one SVG path (a square per dark module) and
/// its width in modules; `None` if the text is too long for a QR code.
pub fn qr_path(text: &str) -> Option<(usize, String)> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let width = code.size();
    let mut d = String::with_capacity((width * width * 4) as usize);
    for y in 0..width {
        for x in 0..width {
            if code.get_module(x, y) {
                d.push_str(&format!("M{x} {y}h1v1h-1z"));
            }
        }
    }
    Some((width as usize, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::GameHand;
    use mahjong_core::Variant;

    /// A whole evening survives the link, and the link stays short enough
    /// for a QR code a phone can read: 16 hands of seed 003's scores.
    #[test]
    fn a_game_survives_the_link() {
        let mut g = GameLine::new(Variant::Nts, ["Ans", "Bep", "Cor", "Wilhelmina van Dam"].map(String::from).to_vec());
        g.green_dragon_round = Some(false);
        for _ in 0..16 {
            g.hands.push(GameHand { dead: vec![2], ..GameHand::won(vec![64, 96, 0, 20], 1) });
        }
        let link = encode(&g);
        assert!(link.len() < 1400, "{} characters", link.len());
        assert!(link.bytes().all(|b| b.is_ascii_alphanumeric() || b"=-_".contains(&b)), "{link}");
        assert_eq!(decode(&link), Ok(g));
        let (width, path) = qr_path(&format!("https://club.example/mahjong/#/spel/{link}")).unwrap();
        assert!(width >= 21 && path.starts_with('M'));
    }

    #[test]
    fn damaged_links_are_refused() {
        assert_eq!(decode("!!!"), Err(ShareError::Damaged));
        assert_eq!(decode("v1;p0=t5"), Err(ShareError::Damaged));
        // Valid base64, but no game.
        let not_a_game = B64.encode(b"{\"hands\":[]}");
        assert_eq!(decode(&not_a_game), Err(ShareError::NoGame));
        // A game no table plays (9 players) is no game either.
        let nine = B64.encode(br#"{"players":9,"names":["a","b","c","d","e","f","g","h","i"],"hands":[]}"#);
        assert_eq!(decode(&nine), Err(ShareError::NoGame));
        // Bep's 96 beside tiles typed as 128 (C21): not this game.
        let mut g = GameLine::new(Variant::Nts, ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec());
        g.hands.push(GameHand::won(vec![64, 96, 0, 20], 1));
        assert!(decode(&encode(&g)).is_ok());
        g.hands[0].table = Some("v1;r=nts;o=E;w=1;p0=t64;p1=t128;p2=t0;p3=t20".into());
        assert_eq!(decode(&encode(&g)), Err(ShareError::NoGame));
        // Longer than any evening: not read at all.
        assert_eq!(decode(&"A".repeat(MAX_LINK + 4)), Err(ShareError::Damaged));
    }
}
