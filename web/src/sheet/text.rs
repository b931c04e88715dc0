//! The sheet's sentences in the player's language: where the game stands,
//! and why a change was refused (the engine's errors by kind, with names).

use mahjong_core::game::{GameError as G, Position};
use mahjong_core::json::{GameLine, GameLineError as E};
use mahjong_core::settle::SettleError as S;

use super::game::LedgerError as L;
use crate::i18n::{round_name, sheet as t, wind_name, Lang};

/// "Hand 5 · ronde Zuid · Oost: Anna", or that the game is over.
pub fn status_line(lang: Lang, game: &GameLine, next: Option<&Position>) -> String {
    let Some(p) = next else { return lang.pick(t::GAME_OVER).to_string() };
    let name = |p: usize| game.names.get(p).map_or("?", String::as_str);
    // "Hand 9 van 16" where the rule set fixes the number (MCR).
    let of = game.game_rules().ok().and_then(|r| r.hands()).map_or(String::new(), |n| format!(" {} {n}", lang.pick(("van", "of"))));
    let mut s = format!(
        "{} {}{of} · {} {} · {}: {}",
        lang.pick(t::HAND),
        p.hand,
        lang.pick(t::ROUND),
        round_name(lang, p.round_wind),
        wind_name(lang, 0),
        name(p.east())
    );
    if let Some(o) = p.sitting_out() {
        s.push_str(&format!(" · {} {}", name(o), lang.pick(t::SITS_OUT)));
    }
    s
}

/// How East and the round move on under the game's rule set (ruling 20;
/// MCR: the WMO seating), in one line for the sheet, in the books' words
/// (NTS and 003: "de winden worden doorgedraaid"; 002: "de wind draait
/// niet door"), since "Oost gaat door" reads as East staying East.
pub fn rotation_line(lang: Lang, game: &GameLine) -> String {
    use mahjong_core::rules::Rotation;
    let name = crate::i18n::variant_name(lang, game.rules);
    let rule = match game.scoring().ok().and_then(|s| s.dutch().map(|r| r.rotation)) {
        None => (
            "De winden draaien na elke hand door, ook na een remise; na elke ronde van vier handen wisselen de spelers van plaats.",
            "East passes after every hand, draws included; after each round of four hands the players change places.",
        ),
        Some(Rotation::EveryHand) => {
            ("De winden draaien na elke hand door, ook na een remise.", "East passes after every hand, draws included.")
        }
        Some(Rotation::ReplayDraw) => (
            "De winden draaien door na elke gewonnen hand; een remise wordt overgespeeld.",
            "East passes after every won hand; a draw is played again.",
        ),
        Some(Rotation::KeepEastOnWinOrDraw) => (
            "De winden draaien door na elke hand, behalve als Oost mahjong heeft of bij een remise.",
            "East stays East after winning and after a draw; otherwise East passes.",
        ),
    };
    format!("{name}: {}", lang.pick(rule))
}

/// Why the score sheet refused something, in the player's language.
pub fn ledger_error(lang: Lang, e: &L, names: &[String]) -> String {
    let name = |p: usize| names.get(p).cloned().unwrap_or_else(|| format!("{} {}", lang.pick(t::PLAYER), p + 1));
    let nl = lang == Lang::Nl;
    let pick = |pair: (&'static str, &'static str)| lang.pick(pair).to_string();
    match e {
        L::Names { .. } | L::Line(E::Names { .. }) => {
            pick(("Het aantal namen past niet bij het aantal spelers.", "The number of names does not match the players."))
        }
        L::EmptyName => pick(("Vul voor elke speler een naam in.", "Give every player a name.")),
        L::NoGame => pick(("Open eerst een spel.", "Open a game first.")),
        L::BadFile => pick((
            "Dit bestand is geen spel van de rekenhulp (JSON-export).",
            "This file is not a game exported by the calculator (JSON export).",
        )),
        L::NameTooLong { player } => {
            let max = crate::sheet::game::MAX_NAME;
            if nl {
                format!("De naam van speler {} is langer dan {max} tekens; er is niets overgenomen.", player + 1)
            } else {
                format!("Player {}'s name is longer than {max} characters; nothing was taken over.", player + 1)
            }
        }
        L::FileTooLarge { bytes } => {
            let (kb, max) = (bytes / 1024, crate::sheet::game::MAX_FILE / 1024);
            if nl {
                format!("Dit bestand is {kb} KB; een spel is nooit groter dan {max} KB. Het is niet ingelezen.")
            } else {
                format!("This file is {kb} KB; a game is never larger than {max} KB. It was not read.")
            }
        }
        L::StepGone => pick((
            "Dat is niet meer de laatste wijziging (er is intussen iets veranderd); er is niets teruggedraaid.",
            "That is no longer the last change (something changed meanwhile); nothing was taken back.",
        )),
        L::UndoRefused => pick((
            "Dit kan niet ongedaan worden gemaakt: het spel van toen klopt niet (een beschadigde opslag). Er is niets veranderd.",
            "This cannot be undone: the game as it was does not add up (a damaged store). Nothing was changed.",
        )),
        L::BadLink => pick((
            "Deze link naar een spel is beschadigd of onvolledig; er is niets overgenomen.",
            "This link to a game is damaged or incomplete; nothing was taken over.",
        )),
        L::Line(E::NoSuchPlayer { .. }) => {
            pick(("Een dood spel van een speler die niet meedoet.", "A dead hand of a player who is not in the game."))
        }
        L::Line(E::DeadTwice { .. }) => pick(("Een speler staat twee keer bij dood spel.", "A player is listed twice with a dead hand.")),
        L::Line(
            E::McrOptions
            | E::McrScores { .. }
            | E::DrawWithFan { .. }
            | E::McrNeedsFan { .. }
            | E::FanNotMcr { .. }
            | E::FansNotMcrWin { .. }
            | E::UnknownFan { .. }
            | E::FanTooOften { .. }
            | E::ImpliedFan { .. }
            | E::FewWithoutFlowers { .. },
        ) => pick(("Een hand past niet bij de regels van dit spel.", "A hand does not fit this game's rules.")),
        L::Line(E::FansSum { hand, listed, fan }) => {
            if nl {
                format!("Hand {hand}: de fans tellen op tot {listed}, niet tot {fan}.")
            } else {
                format!("Hand {hand}: the fans add up to {listed}, not {fan}.")
            }
        }
        L::Line(E::TableTooLong { hand, .. }) => {
            if nl {
                format!("Hand {hand}: de stenen bij deze hand zijn te lang om te bewaren.")
            } else {
                format!("Hand {hand}: the tiles kept with this hand are too long to keep.")
            }
        }
        L::Line(E::TooManyHands { .. }) => {
            let max = mahjong_core::json::game::MAX_HANDS;
            if nl {
                format!("Een spel telt hoogstens {max} handen; begin een nieuw spel.")
            } else {
                format!("A game holds at most {max} hands; start a new game.")
            }
        }
        L::Line(E::Options(_)) => pick((
            "De clubopties van dit spel (limiet, kronkelende slang) kan geen club kiezen.",
            "This game's club options (limit, winding snake) are none a club can choose.",
        )),
        L::Line(E::Game(g)) => game_error(lang, g, &name, nl),
    }
}

fn game_error(lang: Lang, g: &G, name: &dyn Fn(usize) -> String, nl: bool) -> String {
    let pick = |pair: (&'static str, &'static str)| lang.pick(pair).to_string();
    match g {
        G::GameOver { .. } => pick(("Het spel is afgelopen: alle ronden zijn gespeeld.", "The game is over: every round has been played.")),
        G::PlayersNotPlayed { rules: mahjong_core::Variant::Mcr, .. } => pick((
            "MCR speelt met 4 of 5 spelers; een tafel van 3 typt de uitslag over van papier.",
            "MCR is played by 4 or 5 players; a table of 3 types its result from paper.",
        )),
        G::PlayersNotPlayed { .. } => pick((
            "Een tafel heeft 3, 4 of 5 spelers (Drie spelers, Vijf spelers).",
            "A table has 3, 4 or 5 players (Drie spelers, Vijf spelers).",
        )),
        G::NoSuchFirstEast { .. } => pick(("Kies wie als eerste Oost is.", "Choose who starts as East.")),
        G::NoGreenDragonRound { .. } => {
            pick(("Deze regels kennen geen ronde van de groene draak.", "These rules have no green-dragon round."))
        }
        G::WrongCount { hand, .. } => {
            if nl {
                format!("Hand {hand}: het aantal scores past niet bij de spelers.")
            } else {
                format!("Hand {hand}: the scores do not match the players.")
            }
        }
        G::SittingOut { hand, player, .. } => {
            if nl {
                format!("Hand {hand}: {} zit deze hand uit en kan niet winnen, scoren of dood spel hebben.", name(*player))
            } else {
                format!("Hand {hand}: {} sits this hand out and cannot win, score or have a dead hand.", name(*player))
            }
        }
        G::DrawWithScores { hand } => {
            if nl {
                format!("Hand {hand}: bij remise wordt niets verrekend; kies een winnaar of zet de scores op 0.")
            } else {
                format!("Hand {hand}: a draw settles nothing; choose a winner or set the scores to 0.")
            }
        }
        G::Settle { hand, source: S::DeadWinner { winner } } => {
            if nl {
                format!("Hand {hand}: de winnaar ({}) kan geen dood spel hebben.", name(*winner))
            } else {
                format!("Hand {hand}: the winner ({}) cannot have a dead hand.", name(*winner))
            }
        }
        G::Settle { hand, source: S::SelfDiscard { winner } } => {
            if nl {
                format!("Hand {hand}: de winnaar ({}) kan niet ook de afgooier zijn.", name(*winner))
            } else {
                format!("Hand {hand}: the winner ({}) cannot also be the discarder.", name(*winner))
            }
        }
        G::Settle { hand, source: S::ImpossibleScore { player, reason } } => {
            let why = crate::calculator::seats::TypedProblem::Impossible(*reason).text(lang);
            format!("Hand {hand}, {}: {why}", name(*player))
        }
        G::Settle { hand, source: S::ImpossibleFan(reason) } => {
            let why = crate::calculator::seats::TypedProblem::ImpossibleFan(*reason).text(lang);
            format!("Hand {hand}: {why}")
        }
        G::Penalty { hand, player, penalty } => {
            if nl {
                format!("Hand {hand}: {penalty} strafpunten voor {}; zoveel geeft geen tafel.", name(*player))
            } else {
                format!("Hand {hand}: {penalty} penalty points for {}; no table gives that many.", name(*player))
            }
        }
        G::Settle { hand, .. } => {
            if nl {
                format!("Hand {hand}: de winnaar of de spelers kloppen niet.")
            } else {
                format!("Hand {hand}: the winner or the players are not right.")
            }
        }
        G::McrOnly { hand, .. } => {
            if nl {
                format!("Hand {hand}: afgooier en strafpunten horen bij MCR.")
            } else {
                format!("Hand {hand}: discarder and penalty points belong to MCR.")
            }
        }
        G::McrDeadHand { hand } => {
            if nl {
                format!("Hand {hand}: MCR kent geen dood spel.")
            } else {
                format!("Hand {hand}: MCR has no dead hand.")
            }
        }
        G::McrLoserScore { hand } => {
            if nl {
                format!("Hand {hand}: bij MCR scoort alleen de winnaar (fan).")
            } else {
                format!("Hand {hand}: in MCR only the winner scores (fans).")
            }
        }
        G::McrBelowMinimum { hand, fan } => {
            if nl {
                format!("Hand {hand}: {fan} fan; MCR vraagt minstens 8 om te winnen (bloemen niet meegeteld).")
            } else {
                format!("Hand {hand}: {fan} fans; MCR needs at least 8 to win (flowers not counted).")
            }
        }
        G::DrawWithDiscarder { hand } => {
            if nl {
                format!("Hand {hand}: een remise heeft geen afgooier.")
            } else {
                format!("Hand {hand}: a draw has no discarder.")
            }
        }
    }
}

/// A saved hand's notice until it is on disk (issue 32).
pub fn saving_hand(lang: Lang, hand: usize) -> String {
    match lang {
        Lang::Nl => format!("Hand {hand} wordt opgeslagen…"),
        Lang::En => format!("Hand {hand} is being saved…"),
    }
}

/// Asked when the hand editor is left with a change not saved (issue 35).
pub fn drop_edit(lang: Lang, hand: usize) -> String {
    match lang {
        Lang::Nl => format!("Je wijziging van hand {hand} is niet bewaard. Weggooien?"),
        Lang::En => format!("Your change to hand {hand} is not saved. Discard it?"),
    }
}

/// Two versions of a shared game: the title says where they part.
pub fn conflict_title(lang: Lang, hand: usize) -> String {
    match lang {
        Lang::Nl => format!("Twee versies van dit spel: hand {hand} verschilt"),
        Lang::En => format!("Two versions of this game: hand {hand} differs"),
    }
}

/// One hand in a few words, by name: "Bep wint: Ans 64, Bep 96, Cor 0,
/// Dirk 20", "remise", or "—" where the game has no such hand.
pub fn hand_summary(lang: Lang, game: &mahjong_core::json::GameLine, index: usize) -> String {
    let Some(h) = game.hands.get(index) else { return "—".into() };
    let name = |p: usize| game.names.get(p).cloned().unwrap_or_default();
    let Some(w) = h.winner else { return lang.pick(("remise", "draw")).into() };
    let wins = lang.pick(("wint", "wins"));
    if let Some(fan) = h.fan {
        let how = match h.discarder {
            Some(d) => format!("{} {}", lang.pick(("afgegooid door", "discarded by")), name(d)),
            None => lang.pick(crate::i18n::label::SELF_DRAWN).to_string(),
        };
        return format!("{} {wins}: {fan} fan, {how}", name(w));
    }
    let scores: Vec<String> = h.scores.iter().enumerate().map(|(p, s)| format!("{} {s}", name(p))).collect();
    format!("{} {wins}: {}", name(w), scores.join(", "))
}

/// Running totals by name: "Ans +24, Bep +384".
pub fn totals_line(names: &[String], totals: &[i64]) -> String {
    names.iter().zip(totals).map(|(n, t)| format!("{n} {t:+}")).collect::<Vec<_>>().join(", ")
}

/// What a step of the history did, in a few words that start lower case
/// ("opslaan van hand 3"): the undo and redo buttons name it (issue 47).
pub fn did(lang: Lang, what: Option<&super::ledger::Did>) -> String {
    use super::ledger::Did as D;
    match (lang, what) {
        (Lang::Nl, Some(D::SaveHand { hand })) => format!("opslaan van hand {hand}"),
        (Lang::En, Some(D::SaveHand { hand })) => format!("saving hand {hand}"),
        (Lang::Nl, Some(D::ChangeHand { hand })) => format!("wijzigen van hand {hand}"),
        (Lang::En, Some(D::ChangeHand { hand })) => format!("changing hand {hand}"),
        (Lang::Nl, Some(D::DeleteHand { hand })) => format!("verwijderen van hand {hand}"),
        (Lang::En, Some(D::DeleteHand { hand })) => format!("deleting hand {hand}"),
        (Lang::Nl, Some(D::StartGame)) => "nieuw spel".into(),
        (Lang::En, Some(D::StartGame)) => "new game".into(),
        (Lang::Nl, Some(D::TakeOver)) => "overnemen van het spel".into(),
        (Lang::En, Some(D::TakeOver)) => "taking over the game".into(),
        (Lang::Nl, Some(D::UpdateGame)) => "bijwerken van het spel".into(),
        (Lang::En, Some(D::UpdateGame)) => "updating the game".into(),
        (Lang::Nl, Some(D::DeleteGame)) => "verwijderen van het spel".into(),
        (Lang::En, Some(D::DeleteGame)) => "deleting the game".into(),
        (Lang::Nl, Some(D::RestoreGame)) => "terugzetten van het spel".into(),
        (Lang::En, Some(D::RestoreGame)) => "restoring the game".into(),
        (Lang::Nl, Some(D::NewCard { table })) => format!("nieuwe kaart van tafel {table}"),
        (Lang::En, Some(D::NewCard { table })) => format!("new card of table {table}"),
        (Lang::Nl, None) => "de laatste wijziging".into(),
        (Lang::En, None) => "the last change".into(),
    }
}

/// An undo button: "Opslaan van hand 3 ongedaan maken" (issue 47).
pub fn undo_label(lang: Lang, what: Option<&super::ledger::Did>) -> String {
    crate::i18n::step::undo(lang, did(lang, what))
}

/// A redo button: "Opnieuw: opslaan van hand 3".
pub fn redo_label(lang: Lang, what: Option<&super::ledger::Did>) -> String {
    crate::i18n::step::redo(lang, did(lang, what))
}

/// An edit's changes in a few words: "Bep 80 → 96, MJ Cor (was Bep)".
fn hand_changes(lang: Lang, changes: &[super::ledger::HandChange]) -> String {
    use super::ledger::HandChange as C;
    let draw = lang.pick(("remise", "draw"));
    let won = |w: &Option<String>| w.as_ref().map_or(draw.to_string(), |w| format!("MJ {w}"));
    let from = |d: &Option<String>| match d {
        Some(d) => format!("{} {d}", lang.pick(("afgegooid door", "discarded by"))),
        None => lang.pick(crate::i18n::label::SELF_DRAWN).to_string(),
    };
    changes
        .iter()
        .map(|c| match c {
            C::Score { name, before, after } => format!("{name} {before} → {after}"),
            C::Penalty { name, before, after } => format!("{name} {} {before} → {after}", lang.pick(("strafpunten", "penalty"))),
            C::Fan { before, after } => format!("fan {before} → {after}"),
            C::Winner { before, after } => format!("{} (was {})", won(after), won(before)),
            C::Discarder { before, after } => format!("{} (was {})", from(after), from(before)),
            C::Dead { name, now: true } => format!("{name} {}", lang.pick(("dood spel", "dead hand"))),
            C::Dead { name, now: false } => format!("{name} {}", lang.pick(("geen dood spel", "no dead hand"))),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What just happened (a delete, a restore), said next to its undo button.
pub fn notice(lang: Lang, n: &super::ledger::Notice) -> String {
    use super::ledger::Notice as N;
    match (lang, n) {
        (Lang::Nl, N::GameAdopted { names }) => format!("Spel {names} overgenomen van een link."),
        (Lang::En, N::GameAdopted { names }) => format!("Game {names} taken over from a link."),
        (Lang::Nl, N::GameDeleted { names }) => format!("Spel {names} verwijderd."),
        (Lang::En, N::GameDeleted { names }) => format!("Game {names} deleted."),
        (Lang::Nl, N::HandChanged { hand, changes }) if changes.is_empty() => format!("Hand {hand} gewijzigd."),
        (Lang::En, N::HandChanged { hand, changes }) if changes.is_empty() => format!("Hand {hand} changed."),
        (Lang::Nl, N::HandChanged { hand, changes }) => format!("Hand {hand} gewijzigd: {}.", hand_changes(lang, changes)),
        (Lang::En, N::HandChanged { hand, changes }) => format!("Hand {hand} changed: {}.", hand_changes(lang, changes)),
        (Lang::Nl, N::HandDeleted { hand }) => format!("Hand {hand} verwijderd."),
        (Lang::En, N::HandDeleted { hand }) => format!("Hand {hand} deleted."),
        (Lang::Nl, N::GameRestored { names }) => format!("Spel {names} teruggezet."),
        (Lang::En, N::GameRestored { names }) => format!("Game {names} restored."),
        (Lang::Nl, N::HandSaved { hand, draw: true }) => format!("Hand {hand} opgeslagen als remise."),
        (Lang::En, N::HandSaved { hand, draw: true }) => format!("Hand {hand} saved as a draw."),
        (Lang::Nl, N::HandSaved { hand, draw: false }) => format!("Hand {hand} opgeslagen."),
        (Lang::En, N::HandSaved { hand, draw: false }) => format!("Hand {hand} saved."),
        (Lang::Nl, N::NewCard { table }) => {
            format!("Nieuwe tafelkaart voor tafel {table}: een nieuw spel. Het spel van de oude kaart staat bij Onlangs verwijderd.")
        }
        (Lang::En, N::NewCard { table }) => {
            format!("A new table card for table {table}: a new game. The old card's game is under Recently deleted.")
        }
        (Lang::Nl, N::OldCard { table, names }) => format!(
            "Deze tafelkaart van tafel {table} is vervangen door een nieuwere ({names}); dat spel blijft open, er is niets veranderd. Geldt de oude kaart toch? Verwijder dan eerst het spel van de nieuwe kaart."
        ),
        (Lang::En, N::OldCard { table, names }) => format!(
            "This table card of table {table} was replaced by a newer one ({names}); that game stays open, nothing changed. Does the old card count after all? Delete the new card's game first."
        ),
        (Lang::Nl, N::HandsAdded { names, hands: 1 }) => format!("Spel {names}: 1 hand bijgekomen."),
        (Lang::Nl, N::HandsAdded { names, hands }) => format!("Spel {names}: {hands} handen bijgekomen."),
        (Lang::En, N::HandsAdded { names, hands: 1 }) => format!("Game {names}: 1 more hand."),
        (Lang::En, N::HandsAdded { names, hands }) => format!("Game {names}: {hands} more hands."),
        (Lang::Nl, N::AlreadyHere { names }) => format!("Spel {names} staat al op deze telefoon; het is geopend, er is niets veranderd."),
        (Lang::Nl, N::OlderVersion { names, hands: 1 }) => {
            format!("Spel {names} staat al op deze telefoon, met 1 hand meer dan de link; het is geopend, er is niets veranderd.")
        }
        (Lang::Nl, N::OlderVersion { names, hands }) => {
            format!("Spel {names} staat al op deze telefoon, met {hands} handen meer dan de link; het is geopend, er is niets veranderd.")
        }
        (Lang::En, N::OlderVersion { names, hands: 1 }) => {
            format!("Game {names} is already on this phone, with 1 hand more than the link; it is open, nothing changed.")
        }
        (Lang::En, N::OlderVersion { names, hands }) => {
            format!("Game {names} is already on this phone, with {hands} hands more than the link; it is open, nothing changed.")
        }
        (_, N::Undone { what }) => crate::i18n::step::undone(lang, did(lang, what.as_ref())),
        (_, N::Redone { what }) => crate::i18n::step::redone(lang, did(lang, what.as_ref())),
        (Lang::Nl, N::TookTheirs { names }) => format!("Spel {names}: de versie van de link staat nu op deze telefoon."),
        (Lang::En, N::TookTheirs { names }) => format!("Game {names}: the link's version is now on this phone."),
        (Lang::En, N::AlreadyHere { names }) => format!("Game {names} is already on this phone; it is open, nothing changed."),
    }
}

/// The stored games could not be read; where the raw data was kept.
pub fn unreadable(lang: Lang, key: &str) -> String {
    match lang {
        Lang::Nl => format!(
            "De opgeslagen spellen konden niet worden gelezen. Niets is gewist: de gegevens staan apart bewaard onder '{key}' in de opslag van deze browser."
        ),
        Lang::En => format!("The stored games could not be read. Nothing was deleted: the data is kept aside under '{key}' in this browser's storage."),
    }
}

/// Which evening's table a game on a table's phone is.
pub fn table_of(lang: Lang, at: &crate::card::TableRef) -> String {
    // A tournament's round (issue 36): "Toernooi X, ronde 2, tafel 3".
    if let Some(r) = mahjong_core::competition::date::round_of(&at.date) {
        return match lang {
            Lang::Nl => format!("{}, ronde {r}, tafel {}", at.season, at.table),
            Lang::En => format!("{}, round {r}, table {}", at.season, at.table),
        };
    }
    match lang {
        Lang::Nl => format!("{}, speelavond {}, tafel {}", at.season, crate::i18n::date(lang, &at.date), at.table),
        Lang::En => format!("{}, club evening {}, table {}", at.season, crate::i18n::date(lang, &at.date), at.table),
    }
}

/// The result of a game without hands (issue 47).
pub const NO_HANDS_TO_SEND: (&str, &str) = (
    "Er is nog geen hand gespeeld: deze uitslag is leeg. Stuur hem pas na de laatste hand.",
    "No hand has been played yet: this result is empty. Send it after the last hand.",
);
pub const TO_ORGANISER: (&str, &str) = ("Uitslag naar de organisator", "Result to the organiser");
/// Whose phone sends the result (issue 51): the organiser sees it.
pub const PHONE_OF: (&str, &str) = ("Dit is de telefoon van", "This is the phone of");
pub const PHONE_UNSAID: (&str, &str) = ("(niet gezegd)", "(not said)");
/// Why it is asked (issue 51; a player at the table did not see why),
/// and this phone's mark, which the organiser reads beside the result.
pub fn phone_why(lang: Lang, mark: Option<&str>) -> String {
    match (lang, mark) {
        (Lang::Nl, Some(m)) => {
            format!("De organisator ziet zo van welke telefoon de uitslag komt, met het kenmerk van deze telefoon: {m}.")
        }
        (Lang::Nl, None) => "De organisator ziet zo van welke telefoon de uitslag komt.".to_string(),
        (Lang::En, Some(m)) => format!("The organiser sees which phone the result came from, with this phone's mark: {m}."),
        (Lang::En, None) => "The organiser sees which phone the result came from.".to_string(),
    }
}
/// How sending the result to the club's inbox went (issue 52).
pub fn inbox_sent(lang: Lang, sent: crate::inbox::Sent) -> String {
    use crate::inbox::Sent;
    match (lang, sent) {
        (Lang::Nl, Sent::Yes) => "Ook naar de club gestuurd: de organisator heeft de uitslag zo binnen.".into(),
        (Lang::En, Sent::Yes) => "Also sent to the club: the organiser has the result in a moment.".into(),
        (Lang::Nl, Sent::Offline) => "Niet naar de club gestuurd: geen verbinding. Laat de code scannen, of probeer het zo opnieuw.".into(),
        (Lang::En, Sent::Offline) => "Not sent to the club: no connection. Let the code be scanned, or try again shortly.".into(),
        (Lang::Nl, Sent::Refused(s)) => format!("De club nam de uitslag niet aan ({s}). Laat de organisator de code scannen."),
        (Lang::En, Sent::Refused(s)) => format!("The club did not take the result ({s}). Let the organiser scan the code."),
    }
}

pub const TO_ORGANISER_HINT: (&str, &str) = (
    "Laat de organisator deze code scannen, of stuur de link: de uitslag van deze tafel gaat zo in de competitie.",
    "Let the organiser scan this code, or send the link: this table's result goes into the competition.",
);
pub const RESULT_QR: (&str, &str) = ("QR-code met de uitslag van deze tafel", "QR code with this table's result");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::ledger::{Ledger, LedgerAction, NewGame};
    use mahjong_core::json::GameHand;
    use mahjong_core::Variant;

    /// Issue 35: "hand 9 van 16" where the rule set counts hands: MCR's
    /// four rounds of four (rules README `mcr`); NTS has no last hand.
    #[test]
    fn mcr_says_which_hand_of_sixteen() {
        let names: Vec<String> = ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec();
        let mut game = GameLine::new(Variant::Mcr, names.clone());
        for _ in 0..8 {
            game.hands.push(GameHand::mcr(0, 8, None));
        }
        let next = game.replay().unwrap().next.unwrap();
        assert!(status_line(Lang::Nl, &game, Some(&next)).starts_with("Hand 9 van 16 · "));
        let nts = GameLine::new(Variant::Nts, names);
        let first = nts.replay().unwrap().next.unwrap();
        assert!(status_line(Lang::Nl, &nts, Some(&first)).starts_with("Hand 1 · "));
    }

    #[test]
    fn the_sheet_shows_east_round_hand_and_totals() {
        let mut l = Ledger::default();
        let names = ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec();
        l.apply(LedgerAction::New {
            setup: NewGame { rules: Variant::Nts, names, east: 0, green_dragon_round: false, chips: false },
            id: "g1".into(),
            created: crate::time::at("2026-11-26T20:00:00.000Z"),
        });
        // Hand 1, East Ans; Bep wins 80: Ans pays 160, Cor and Dirk 80 (ruling 19).
        l.apply(LedgerAction::Record(GameHand::won(vec![0, 80, 0, 0], 1)));
        let game = l.game().unwrap();
        let r = game.replay().unwrap();
        // nts: the winds pass, Bep is East in hand 2; the round wind stays East.
        assert_eq!(status_line(Lang::Nl, game, r.next.as_ref()), "Hand 2 · ronde Oost · Oost: Bep");
        // Ans sits North in hand 2, at -160; Bep at +320.
        assert_eq!(r.next.unwrap().seat(0).map(|w| wind_name(Lang::Nl, w.index())), Some("Noord"));
        assert_eq!(r.totals, [-160, 320, -80, -80]);
    }

    /// Ruling 20 in the books' words: NTS and 003 "de winden worden
    /// doorgedraaid", 002 "De wind draait niet door" after a draw; never
    /// "Oost gaat door", which a player reads as East staying East.
    #[test]
    fn the_rotation_line_says_when_the_winds_move_on() {
        let line = |rules| {
            let game: GameLine = serde_json::from_value(serde_json::json!({ "rules": rules, "hands": [] })).unwrap();
            rotation_line(Lang::Nl, &game)
        };
        assert_eq!(line("nts"), "NTS 2002: De winden draaien na elke hand door, ook na een remise.");
        assert!(line("classic").ends_with(": De winden draaien door na elke gewonnen hand; een remise wordt overgespeeld."));
        // 003 "Ronde en de windrichting": not after East's mahjong, not after a draw.
        assert!(line("nmb").ends_with(": De winden draaien door na elke hand, behalve als Oost mahjong heeft of bij een remise."));
        assert!(line("mcr").contains(": De winden draaien na elke hand door, ook na een remise; na elke ronde van vier handen"));
    }
}
