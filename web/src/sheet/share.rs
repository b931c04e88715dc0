//! A whole game in a link and a QR code, so a second phone or the
//! organiser's can take it over: the game line (the sheet's JSON),
//! deflated, in URL-safe base64 at `#/spel/z.<data>` (issue 35: the QR
//! code of a whole evening a third of the size, its modules large enough
//! to read; the page holds the deflater for table cards anyway). Plain
//! base64 JSON (`#/spel/<data>`, and `#spel=<data>` before there were
//! routes) is still read. Opening such a link adds the game, or brings a
//! game this phone has up to date; it never overwrites one. The link
//! carries the game's id on the phone that shared it (`{"id":…,"game":…}`,
//! issue 47), so two versions of one game are known as one game; links
//! of before carry the game line alone.

use mahjong_core::json::GameLine;

/// Why a game link cannot be opened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShareError {
    /// Not base64, or too long.
    Damaged,
    /// Unpacked, but no game the engine can replay.
    NoGame,
}

/// A game in a link, with its id on the phone that shared it.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Shared<I, G> {
    id: I,
    game: G,
}

/// The link's data that carries the game `id` (`Route::SharedGame`).
pub async fn encode(game: &GameLine, id: &str) -> String {
    crate::link_data::pack(serde_json::to_vec(&Shared { id, game }).unwrap_or_default()).await
}

/// The game of a link's data, checked by the engine, and its id on the
/// phone that shared it (none in links of earlier versions).
pub fn decode(text: &str) -> Result<(GameLine, Option<String>), ShareError> {
    let json = crate::link_data::unpack(text).ok_or(ShareError::Damaged)?;
    // From text, as the store reads games: one copy of the reader in the app.
    let json = String::from_utf8(json).map_err(|_| ShareError::NoGame)?;
    let (game, id) = match serde_json::from_str::<Shared<String, GameLine>>(&json) {
        Ok(Shared { id, game }) => (game, Some(id)),
        Err(_) => (serde_json::from_str::<GameLine>(&json).map_err(|_| ShareError::NoGame)?, None),
    };
    super::game::check(&game).map_err(|_| ShareError::NoGame)?;
    // Competition ruling C21: a hand's tiles score what the game says.
    if super::game::tiles_disagree(&game).is_some() {
        return Err(ShareError::NoGame);
    }
    Ok((game, id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deflate::now;
    use crate::link_data::{qr_path, B64, MAX_DATA as MAX_LINK};
    use base64::Engine as _;
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
        let link = now(encode(&g, "g1"));
        // Deflated: 16 alike hands pack small (213 characters; the game's
        // id, issue 47, adds 13 of them).
        assert!(link.starts_with("z.") && link.len() < 220, "{} characters", link.len());
        assert!(link[2..].bytes().all(|b| b.is_ascii_alphanumeric() || b"=-_".contains(&b)), "{link}");
        assert_eq!(decode(&link), Ok((g.clone(), Some("g1".into()))));
        let (width, path) = qr_path(&format!("https://club.example/mahjong/#/spel/{link}")).unwrap();
        assert!(width >= 21 && path.starts_with('M'));
        // The plain link of earlier versions still opens.
        assert_eq!(decode(&B64.encode(serde_json::to_string(&g).unwrap())), Ok((g, None)));
    }

    /// Issue 35: a QR code of a whole evening of different hands keeps at
    /// least 4 CSS px per module in the 300 px the share panel gives it at
    /// 360 px: at most 75 modules (version 14).
    #[test]
    fn an_evening_fits_a_readable_qr_code() {
        let mut g = GameLine::new(Variant::Nts, ["Ans", "Bep", "Cor", "Wilhelmina van Dam"].map(String::from).to_vec());
        g.green_dragon_round = Some(false);
        // Sixteen different hands: South or West wins 96, 160, 128 or 192;
        // the others hold 0 to 56.
        for k in 0..16u32 {
            let winner = 1 + k as usize % 2;
            let mut s = [(8 * k) % 64, (16 + 8 * k) % 64, (24 * k) % 64, (40 + 8 * k) % 64];
            s[winner] = [96, 160, 128, 192][k as usize % 4];
            g.hands.push(GameHand::won(s.to_vec(), winner));
        }
        let link = now(encode(&g, "g1"));
        let plain = B64.encode(serde_json::to_string(&g).unwrap());
        assert_eq!(decode(&link).map(|d| d.0), Ok(g));
        let (width, _) = qr_path(&format!("https://mahjongclub-voorbeeld.nl/rekenhulp/#/spel/{link}")).unwrap();
        // 73 modules for 284 characters, against 117 for the plain link's
        // 931: 4.1 px per module in the panel's 300 px.
        assert!(width <= 75, "{width} modules for {} characters", link.len());
        let (plain_width, _) = qr_path(&format!("https://mahjongclub-voorbeeld.nl/rekenhulp/#/spel/{plain}")).unwrap();
        assert!(plain_width > 100, "{plain_width}");
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
        assert!(decode(&now(encode(&g, "g1"))).is_ok());
        g.hands[0].table = Some("v1;r=nts;o=E;w=1;p0=t64;p1=t128;p2=t0;p3=t20".into());
        assert_eq!(decode(&now(encode(&g, "g1"))), Err(ShareError::NoGame));
        // Longer than any evening: not read at all.
        assert_eq!(decode(&"A".repeat(MAX_LINK + 4)), Err(ShareError::Damaged));
    }
}
