//! The whole hand state in the URL fragment, to send a hand to the referee
//! or a friend. Decoding replays the same actions as tapping, so a link
//! can never make a state the rack itself would refuse; anything odd in a
//! link is an error, never markup.
//!
//! Form (only characters a fragment may hold unescaped):
//! `v1;r=nts;o=E;w=1;c=s,l;a=1;p0=<player>;p1=...;p3=...`
//! - `r` rule set (`mcr` too), `k` a club's options on it (f flowers and
//!   seasons, t chips: scores to tens), `o` round wind, `w` winner seat, `a` the
//!   seat on the rack, `d` the discarder's seat (MCR), `c` circumstances:
//!   s self-drawn, l last tile, r replacement, k kong on kong, b robbing,
//!   h heaven, e earth, z last of its kind (MCR), t "van tafel" said
//!   (issue 47: how the winning tile came was answered);
//! - a player is `t96` (typed score; `t` when empty) or a hand
//!   `g=<groups>!l=<loose>!x=<winning>!f=<flowers>`, each part optional,
//!   groups as `<kind><o|c><tile>` joined by `.` (kind C chow, P pung,
//!   K kong, D pair), e.g. `Po5p.Dc3s`; `*d` after a player marks a dead
//!   hand, `*s` that the player said no set lies open (issue 47).

use std::fmt::Write as _;

use mahjong_core::arrange::GroupKind;
use mahjong_core::tile::{format_tiles, parse_tiles, Tile};

use super::rack::RackAction;
use super::seats::Entry;
use super::situation::Circ;
use super::state::{Action, State};
use crate::i18n::Lang;

/// Why a link cannot be opened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkError(pub String);

const CIRCS: [(Circ, char); 8] = [
    (Circ::SelfDrawn, 's'),
    (Circ::LastTile, 'l'),
    (Circ::Replacement, 'r'),
    (Circ::KongOnKong, 'k'),
    (Circ::Robbing, 'b'),
    (Circ::Heaven, 'h'),
    (Circ::Earth, 'e'),
    (Circ::LastOfItsKind, 'z'),
];

fn kind_letter(k: GroupKind) -> char {
    match k {
        GroupKind::Chow => 'C',
        GroupKind::Pung => 'P',
        GroupKind::Kong => 'K',
        GroupKind::Pair => 'D',
    }
}

/// The state as a fragment (without the `#`).
pub fn encode(s: &State) -> String {
    let mut o = format!("v1;r={}", s.variant());
    if let Some(r) = s.scoring.dutch() {
        let options: Vec<&str> = [(r.flowers, "f"), (r.round_to_tens, "t")].iter().filter(|(on, _)| *on).map(|(_, l)| *l).collect();
        if !options.is_empty() {
            let _ = write!(o, ";k={}", options.join(","));
        }
    }
    let _ = write!(o, ";o={}", s.round_wind);
    if let Some(w) = s.winner {
        let _ = write!(o, ";w={w}");
    }
    if let Some(d) = s.situation.discarder {
        let _ = write!(o, ";d={d}");
    }
    let mut circs: Vec<String> = CIRCS.iter().filter(|(c, _)| s.circ_on(*c)).map(|(_, l)| l.to_string()).collect();
    // "Van tafel" said without a discarder (one implies it, as a self-drawn way does).
    if s.winner.is_some() && s.situation.how_said && s.is_discard() && s.situation.discarder.is_none() {
        circs.push("t".into());
    }
    if !circs.is_empty() {
        let _ = write!(o, ";c={}", circs.join(","));
    }
    let _ = write!(o, ";a={}", s.active);
    for (i, p) in s.players.iter().enumerate() {
        let body = match &p.entry {
            // Only a number travels: what is no number is not kept.
            Entry::Typed(text) => format!("t{}", text.trim().parse::<u32>().map(|v| v.to_string()).unwrap_or_default()),
            Entry::Hand(h) => {
                let mut parts = Vec::new();
                if !h.groups.is_empty() {
                    let gs: Vec<String> =
                        h.groups.iter().map(|g| format!("{}{}{}", kind_letter(g.kind), if g.open { 'o' } else { 'c' }, g.tile)).collect();
                    parts.push(format!("g={}", gs.join(".")));
                }
                if !h.loose.is_empty() {
                    parts.push(format!("l={}", format_tiles(&h.loose)));
                }
                if let Some(w) = h.winning {
                    parts.push(format!("x={w}"));
                }
                if !h.flowers.is_empty() {
                    parts.push(format!("f={}", format_tiles(&h.flowers)));
                }
                parts.join("!")
            }
        };
        let said = p.sets_said && p.hand().is_some_and(|h| !h.groups.iter().any(|g| g.open));
        let _ = write!(o, ";p{i}={body}{}{}", if p.dead { "*d" } else { "" }, if said { "*s" } else { "" });
    }
    o
}

/// Opens a link fragment (with or without `#`) into a state in `lang`.
pub fn decode(fragment: &str, lang: Lang) -> Result<State, LinkError> {
    let err = |m: &str| LinkError(m.to_string());
    let fragment = fragment.trim_start_matches('#');
    if fragment.len() > 2000 {
        return Err(err("link too long"));
    }
    let mut fields = fragment.split(';');
    if fields.next() != Some("v1") {
        return Err(err("unknown link version"));
    }
    let mut s = State::with_lang(lang);
    let mut winner = None;
    let mut discarder = None;
    let mut active = 0;
    let mut circs = Vec::new();
    let mut from_table = false;
    let mut players: [Option<&str>; 4] = [None; 4];
    for f in fields {
        let (k, v) = f.split_once('=').ok_or_else(|| err("field without '='"))?;
        match k {
            "r" => {
                let r = v.parse().map_err(|_| err("unknown rule set"))?;
                s.apply(Action::SetRules(r));
            }
            "k" => {
                let Some(preset) = s.scoring.dutch().copied() else { return Err(err("options without Dutch rules")) };
                let mut r = preset;
                for l in v.split(',') {
                    match l {
                        "f" => r.flowers = true,
                        "t" => r.round_to_tens = true,
                        _ => return Err(err("unknown option")),
                    }
                }
                s.apply(Action::SetScoring(r.into()));
            }
            "d" => discarder = Some(seat(v).ok_or_else(|| err("bad discarder"))?),
            "o" => {
                let t: Tile = v.parse().map_err(|_| err("bad round wind"))?;
                if !(t.is_wind() || (t == Tile::const_parse("F") && s.scoring.dutch().is_some_and(|r| r.green_dragon_round))) {
                    return Err(err("bad round wind"));
                }
                s.apply(Action::SetRoundWind(t));
            }
            "w" => winner = Some(seat(v).ok_or_else(|| err("bad winner"))?),
            "a" => active = seat(v).ok_or_else(|| err("bad seat"))?,
            "c" => {
                for l in v.split(',') {
                    if l == "t" {
                        from_table = true;
                        continue;
                    }
                    let c = CIRCS.iter().find(|(_, x)| x.to_string() == l).ok_or_else(|| err("bad circumstance"))?;
                    circs.push(c.0);
                }
            }
            _ if k.len() == 2 && k.starts_with('p') => {
                let i = seat(&k[1..]).ok_or_else(|| err("bad player"))?;
                players[i] = Some(v);
            }
            _ => return Err(err("unknown field")),
        }
    }
    s.apply(Action::SetWinner(winner));
    for (i, body) in players.iter().enumerate() {
        if let Some(body) = body {
            load_player(&mut s, i, body)?;
        }
    }
    for c in circs {
        s.apply(Action::SetCircumstance(c, true));
    }
    if from_table {
        if winner.is_none() || !s.is_discard() {
            return Err(err("bad circumstance"));
        }
        s.apply(Action::SetDiscard);
    }
    if discarder.is_some() {
        s.apply(Action::SetDiscarder(discarder));
        if s.message.is_some() {
            return Err(err("bad discarder"));
        }
    }
    s.apply(Action::SetActive(active));
    s.message = None;
    s.typing = None;
    s.clear_history();
    Ok(s)
}

fn seat(v: &str) -> Option<usize> {
    v.parse::<usize>().ok().filter(|&i| i < 4)
}

/// Replays one player's hand through the reducer, refusing what it refuses.
fn load_player(s: &mut State, i: usize, body: &str) -> Result<(), LinkError> {
    let err = |m: &str| LinkError(format!("player {i}: {m}"));
    let (body, said) = match body.strip_suffix("*s") {
        Some(b) => (b, true),
        None => (body, false),
    };
    let (body, dead) = match body.strip_suffix("*d") {
        Some(b) => (b, true),
        None => (body, false),
    };
    s.apply(Action::SetActive(i));
    if let Some(typed) = body.strip_prefix('t') {
        s.apply(Action::SetTypedMode(i, true));
        if !typed.is_empty() {
            let v: u32 = typed.parse().map_err(|_| err("bad score"))?;
            s.apply(Action::SetTyped(i, v.to_string()));
        }
    } else {
        let check = |s: &mut State, a: Action| {
            s.apply(a);
            match s.message {
                None => Ok(()),
                Some(_) => Err(err("impossible hand")),
            }
        };
        for part in body.split('!').filter(|p| !p.is_empty()) {
            let (k, v) = part.split_once('=').ok_or_else(|| err("part without '='"))?;
            match k {
                "g" => {
                    for g in v.split('.') {
                        let mut chars = g.chars();
                        let kind = match chars.next() {
                            Some('C') => GroupKind::Chow,
                            Some('P') => GroupKind::Pung,
                            Some('K') => GroupKind::Kong,
                            Some('D') => GroupKind::Pair,
                            _ => return Err(err("bad group")),
                        };
                        let open = match chars.next() {
                            Some('o') => true,
                            Some('c') => false,
                            _ => return Err(err("bad group")),
                        };
                        let t: Tile = chars.as_str().parse().map_err(|_| err("bad group tile"))?;
                        let tiles = mahjong_core::arrange::Group { kind, tile: t, concealed: true, declared: false };
                        if kind == GroupKind::Chow && t.next_in_suit().and_then(|b| b.next_in_suit()).is_none() {
                            return Err(err("bad chow"));
                        }
                        let start = s.loose_len(i);
                        for tile in tiles.tiles() {
                            check(s, Action::Rack(RackAction::AddTile(tile)))?;
                        }
                        for k in start..s.loose_len(i) {
                            check(s, Action::Rack(RackAction::ToggleSelect(k)))?;
                        }
                        check(s, Action::Rack(RackAction::MakeGroup(kind)))?;
                        if open {
                            let n = s.group_count(i);
                            check(s, Action::Rack(RackAction::ToggleOpen(n - 1)))?;
                        }
                    }
                }
                "l" | "f" => {
                    for t in parse_tiles(v).map_err(|_| err("bad tiles"))? {
                        if (k == "f") != t.is_flower() {
                            return Err(err("bad tiles"));
                        }
                        check(s, Action::Rack(RackAction::AddTile(t)))?;
                    }
                }
                "x" => {
                    let t: Tile = v.parse().map_err(|_| err("bad winning tile"))?;
                    if !s.set_winning(i, t) {
                        return Err(err("winning tile not on the rack"));
                    }
                }
                _ => return Err(err("unknown part")),
            }
        }
    }
    if dead {
        s.apply(Action::ToggleDead(i));
        if s.message.is_some() {
            return Err(err("the winner cannot be dead"));
        }
    }
    if said {
        s.apply(Action::AllConcealed(i));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seed_003() -> State {
        let mut s = State::default();
        s.apply(Action::LoadHand(0, "222m555pCCC678s9m".into()));
        s.apply(Action::LoadHand(1, "234m456p678p567s3s +3s".into()));
        s.apply(Action::LoadHand(3, "[444s] SSS678s12s99s".into()));
        s.apply(Action::ToggleDead(2));
        // Issue 47: East's pungs lie concealed; South won on a discard.
        s.apply(Action::AllConcealed(0));
        s.apply(Action::SetDiscard);
        s.apply(Action::SetActive(3));
        s
    }

    /// Issue 47: what was answered travels (a reload keeps it), and what
    /// was not stays asked: "*s" for "Nee, alles dicht", "t" for "van
    /// tafel" without a discarder.
    #[test]
    fn answers_travel_and_questions_stay() {
        let link = encode(&seed_003());
        assert!(link.contains(";c=t;") && link.contains(";p0=l=222m555pCCC678s9m*s;"), "{link}");
        let mut unasked = seed_003();
        unasked.situation.how_said = false;
        unasked.players[0].sets_said = false;
        let mut back = decode(&encode(&unasked), Lang::Nl).unwrap();
        use crate::calculator::next::NextStep;
        // North (shown) is done; the winner's question comes first, then East's.
        assert_eq!(back.next_step(back.results()), NextStep::Done { seat: 3, next: 1 });
        assert_eq!(back.settlement(back.results()), None);
        back.apply(Action::SetActive(1));
        assert_eq!(back.next_step(back.results()), NextStep::HowWon { seat: 1 });
        back.apply(Action::SetDiscard);
        back.apply(Action::SetActive(0));
        assert_eq!(back.next_step(back.results()), NextStep::AskOpen { seat: 0 });
        // "Van tafel" with a self-drawn way is no hand.
        assert!(decode("v1;r=nts;w=1;c=s,t", Lang::Nl).is_err());
        assert!(decode("v1;r=nts;c=t", Lang::Nl).is_err(), "no winner, no way the tile came");
    }

    #[test]
    fn a_link_round_trips_the_whole_table() {
        let s = seed_003();
        let link = encode(&s);
        let back = decode(&link, Lang::Nl).unwrap();
        assert_eq!(encode(&back), link);
        // Seed 003 nets survive the trip (ruling 19).
        assert_eq!(back.settlement(back.results()).unwrap().net, [24, 384, -244, -164]);
        assert_eq!(back.active, 3);
        assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || ";=,.!*".contains(c)), "{link}");
    }

    #[test]
    fn typed_scores_and_circumstances_round_trip() {
        let mut s = State::default();
        s.apply(Action::SetTypedMode(2, true));
        s.apply(Action::SetTyped(2, 96.to_string()));
        s.apply(Action::LoadHand(1, "123m456m789p234s5s +5s".into()));
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        let back = decode(&encode(&s), Lang::En).unwrap();
        assert_eq!(back.result(2).score, Some(96));
        // Self-drawn geheel verborgen: 24 x 2^3 = 192 (core/tests/data).
        assert_eq!(back.result(1).score, Some(192));
        assert_eq!(back.lang, Lang::En);
    }

    /// An MCR hand keeps its rule set, discarder and "last of its kind"
    /// over a link.
    #[test]
    fn mcr_links_round_trip() {
        let mut s = State::default();
        s.apply(Action::SetRules(mahjong_core::Variant::Mcr));
        s.apply(Action::LoadHand(1, "123456789m23p55s +4p".into()));
        s.apply(Action::SetDiscarder(Some(3)));
        s.apply(Action::SetCircumstance(Circ::LastOfItsKind, true));
        let text = encode(&s);
        assert!(text.starts_with("v1;r=mcr;o=E;w=1;d=3;c=z;"), "{text}");
        let back = decode(&text, Lang::Nl).unwrap();
        assert!(back.is_mcr() && back.situation.last_of_its_kind);
        assert_eq!((back.winner, back.situation.discarder), (Some(1), Some(3)));
        assert_eq!(back.results(), s.results(), "the same fans");
        // The winner as discarder is no hand a player can make.
        assert!(decode("v1;r=mcr;w=1;d=1", Lang::Nl).is_err());
    }

    /// A club's options travel too: flowers and chips on the NMB rules
    /// (ruling 21), so an example of the rules opens as scored.
    #[test]
    fn options_round_trip() {
        let mut s = State::default();
        s.apply(Action::SetScoring(mahjong_core::RuleSet { flowers: true, round_to_tens: true, ..mahjong_core::RuleSet::NMB }.into()));
        // Seed 003 South with flower 3f: 24 + 4 = 28 points x 2^2 = 112, to tens 110.
        s.apply(Action::LoadHand(1, "234m456p678p567s3s +3s 3f".into()));
        let text = encode(&s);
        assert!(text.starts_with("v1;r=nmb;k=f,t;o=E;"), "{text}");
        let back = decode(&text, Lang::Nl).unwrap();
        assert_eq!(back.scoring, s.scoring);
        assert_eq!(back.result(1).score, Some(110));
        assert!(decode("v1;r=mcr;k=f", Lang::Nl).is_err(), "MCR has no such options");
        assert!(decode("v1;r=nts;k=z", Lang::Nl).is_err());
    }

    #[test]
    fn mangled_and_hostile_links_are_refused() {
        for bad in [
            "",
            "v2;r=nts",
            "v1;r=riichi",
            "v1;p0=l=1111m1m",
            "v1;p0=l=<script>alert(1)</script>",
            "v1;p0=g=Co8m",
            "v1;p0=g=Xo1m",
            "v1;p9=t1",
            "v1;w=1;p1=t5*d",
            "v1;p0=l=123m!x=9s",
            "v1;o=F",
            "v1;r=nts;zzz=1",
        ] {
            assert!(decode(bad, Lang::Nl).is_err(), "accepted {bad:?}");
        }
    }
}
