//! The whole hand state in the URL fragment, to send a hand to the referee
//! or a friend, and kept with a hand saved on the score sheet (its tiles,
//! for competition ruling C21). The line's form is the engine's
//! (`mahjong_core::json::table_hand`, where it is written out): one
//! reader and one writer for the calculator and the engine's C21 check.
//! Decoding replays the same actions as tapping, so a link can never make
//! a state the rack itself would refuse; anything odd in a link is an
//! error, never markup.

use mahjong_core::json::table_hand::{Seat, SeatEntry, TableHand};

use super::rack::RackAction;
use super::seats::Entry;
use super::situation::Circ;
use super::state::{Action, State};
use crate::i18n::Lang;

/// Why a link cannot be opened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkError(pub String);

/// The circumstances a line carries, as the calculator ticks them.
const CIRCS: [Circ; 8] =
    [Circ::SelfDrawn, Circ::LastTile, Circ::Replacement, Circ::KongOnKong, Circ::Robbing, Circ::Heaven, Circ::Earth, Circ::LastOfItsKind];

/// The table as the engine's line holds it.
pub fn table_hand(s: &State) -> TableHand {
    let seat = |p: &super::seats::Player| {
        let entry = match &p.entry {
            // Only a number travels: what is no number is not kept.
            Entry::Typed(text) => SeatEntry::Typed(text.trim().parse::<u32>().ok()),
            Entry::Hand(h) => {
                SeatEntry::Rack { groups: h.rack_groups(), loose: h.loose.clone(), winning: h.winning, flowers: h.flowers.clone() }
            }
        };
        let said = p.sets_said && p.hand().is_some_and(|h| !h.groups.iter().any(|g| g.open));
        Some(Seat { entry, dead: p.dead, said })
    };
    TableHand {
        scoring: s.scoring,
        round: s.round_wind,
        winner: s.winner,
        discarder: s.situation.discarder,
        circumstances: s.situation.circumstances,
        last_of_its_kind: s.situation.last_of_its_kind,
        // "Van tafel" said without a discarder (one implies it, as a self-drawn way does).
        from_table: s.winner.is_some() && s.situation.how_said && s.is_discard() && s.situation.discarder.is_none(),
        active: s.active,
        seats: [0, 1, 2, 3].map(|i| s.players.get(i).and_then(seat)),
    }
}

/// The state as a fragment (without the `#`).
pub fn encode(s: &State) -> String {
    table_hand(s).to_string()
}

/// Opens a link fragment (with or without `#`) into a state in `lang`.
pub fn decode(fragment: &str, lang: Lang) -> Result<State, LinkError> {
    let err = |m: &str| LinkError(m.to_string());
    let t: TableHand = fragment.parse().map_err(|e: mahjong_core::json::table_hand::TableHandError| err(e.0))?;
    let mut s = State::with_lang(lang);
    s.apply(Action::SetRules(t.scoring.variant()));
    if s.scoring != t.scoring {
        s.apply(Action::SetScoring(t.scoring));
    }
    s.apply(Action::SetRoundWind(t.round));
    s.apply(Action::SetWinner(t.winner));
    for (i, seat) in t.seats.iter().enumerate() {
        if let Some(seat) = seat {
            load_player(&mut s, i, seat)?;
        }
    }
    let said = super::situation::Situation { circumstances: t.circumstances, last_of_its_kind: t.last_of_its_kind, ..Default::default() };
    for c in CIRCS.into_iter().filter(|&c| said.get(c)) {
        s.apply(Action::SetCircumstance(c, true));
    }
    if t.from_table {
        if t.winner.is_none() || !s.is_discard() {
            return Err(err("bad circumstance"));
        }
        s.apply(Action::SetDiscard);
    }
    if t.discarder.is_some() {
        s.apply(Action::SetDiscarder(t.discarder));
        if s.message.is_some() {
            return Err(err("bad discarder"));
        }
    }
    s.apply(Action::SetActive(t.active));
    s.message = None;
    s.typing = None;
    s.clear_history();
    Ok(s)
}

/// Replays one player's seat through the reducer, refusing what it refuses.
fn load_player(s: &mut State, i: usize, seat: &Seat) -> Result<(), LinkError> {
    let err = |m: &str| LinkError(format!("player {i}: {m}"));
    s.apply(Action::SetActive(i));
    match &seat.entry {
        SeatEntry::Typed(typed) => {
            s.apply(Action::SetTypedMode(i, true));
            if let Some(v) = typed {
                s.apply(Action::SetTyped(i, v.to_string()));
            }
        }
        SeatEntry::Rack { groups, loose, winning, flowers } => {
            let check = |s: &mut State, a: Action| {
                s.apply(a);
                match s.message {
                    None => Ok(()),
                    Some(_) => Err(err("impossible hand")),
                }
            };
            for g in groups {
                let start = s.loose_len(i);
                for tile in g.tiles() {
                    check(s, Action::Rack(RackAction::AddTile(tile)))?;
                }
                for k in start..s.loose_len(i) {
                    check(s, Action::Rack(RackAction::ToggleSelect(k)))?;
                }
                check(s, Action::Rack(RackAction::MakeGroup(g.kind)))?;
                if g.open {
                    let n = s.group_count(i);
                    check(s, Action::Rack(RackAction::ToggleOpen(n - 1)))?;
                }
            }
            for &t in loose.iter().chain(flowers) {
                check(s, Action::Rack(RackAction::AddTile(t)))?;
            }
            if let Some(t) = winning {
                if !s.set_winning(i, *t) {
                    return Err(err("winning tile not on the rack"));
                }
            }
        }
    }
    if seat.dead {
        s.apply(Action::ToggleDead(i));
        if s.message.is_some() {
            return Err(err("the winner cannot be dead"));
        }
    }
    if seat.said {
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
