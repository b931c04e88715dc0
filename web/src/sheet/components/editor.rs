//! A form to change one past hand: scores, winner or draw, dead hands;
//! in MCR the winner's fans, the discarder and penalty points.

use std::cell::RefCell;
use std::rc::Rc;

use mahjong_core::game::Position;
use mahjong_core::json::{GameHand, GameLine};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::calculator::seats::{read_typed, TypedProblem};
use crate::i18n::{label, sheet as t, wind_name, Lang};
use mahjong_core::Scoring;

/// The editor's fields while they are changed: the numbers as typed.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Fields {
    /// Scores (Dutch) or penalty points (MCR), per player.
    numbers: Vec<String>,
    fan: String,
    winner: Option<usize>,
    dead: Vec<bool>,
    /// MCR: the discarder; `None` is self-drawn.
    discarder: Option<usize>,
}

enum Edit {
    Number(usize, String),
    Fan(String),
    Winner(Option<usize>),
    Dead(usize, bool),
    Discarder(Option<usize>),
}

impl Reducible for Fields {
    type Action = Edit;
    fn reduce(self: Rc<Self>, e: Edit) -> Rc<Self> {
        let mut f = (*self).clone();
        match e {
            Edit::Number(p, v) => f.numbers[p] = v,
            Edit::Fan(v) => f.fan = v,
            Edit::Winner(w) => f.winner = w,
            Edit::Dead(p, on) => f.dead[p] = on,
            Edit::Discarder(d) => f.discarder = d,
        }
        Rc::new(f)
    }
}

impl Fields {
    fn of(game: &GameLine, h: &GameHand) -> Fields {
        let mcr = game.rules.is_mcr();
        let numbers = (0..game.players)
            .map(|p| if mcr { h.penalties.get(p).copied().unwrap_or(0) } else { h.scores.get(p).copied().unwrap_or(0) }.to_string())
            .collect();
        Fields {
            numbers,
            fan: h.fan.unwrap_or(0).to_string(),
            winner: h.winner,
            dead: (0..game.players).map(|p| h.dead.contains(&p)).collect(),
            discarder: h.discarder,
        }
    }

    /// What is wrong with the typed numbers, by field: `None` for the fan
    /// total, `Some(p)` for player `p`. Checked by the engine as in the
    /// calculator (scores against the rule set, the winner's fans).
    fn problems(&self, scoring: &Scoring, players: impl Iterator<Item = usize>) -> Vec<(Option<usize>, TypedProblem)> {
        let mut out = Vec::new();
        if scoring.is_mcr() {
            if self.winner.is_some() {
                if let Err(e) = read_typed(&self.fan, scoring, true) {
                    out.push((None, e));
                }
            }
            // Penalty points: whole numbers, no bound of the rules.
            for p in players {
                if let Err(e) = read_typed(&self.numbers[p], scoring, false) {
                    out.push((Some(p), e));
                }
            }
        } else if self.winner.is_some() {
            // Ruling 19: a draw settles nothing, so its scores are not read.
            for p in players {
                if let Err(e) = read_typed(&self.numbers[p], scoring, self.winner == Some(p)) {
                    out.push((Some(p), e));
                }
            }
        }
        out
    }

    /// The hand the fields describe. An empty number is 0.
    fn hand(&self, mcr: bool) -> GameHand {
        let number = |s: &str| s.trim().parse::<u32>().unwrap_or(0);
        if mcr {
            // A draw keeps its penalties but has no fans and no discarder.
            let penalties: Vec<u32> = self.numbers.iter().map(|n| number(n)).collect();
            let penalties = if penalties.iter().all(|&p| p == 0) { Vec::new() } else { penalties };
            return match self.winner {
                Some(w) => GameHand { penalties, ..GameHand::mcr(w, number(&self.fan), self.discarder) },
                None => GameHand { penalties, ..GameHand::default() },
            };
        }
        // Ruling 19: a draw settles nothing, so its scores are not kept.
        match self.winner {
            Some(w) => GameHand {
                dead: (0..self.dead.len()).filter(|&p| self.dead[p]).collect(),
                ..GameHand::won(self.numbers.iter().map(|n| number(n)).collect(), w)
            },
            None => GameHand::draw(self.numbers.len()),
        }
    }
}

/// A hand's edit as typed, kept by the app above the editor (issue 35):
/// leaving the editor with it unsaved (the browser's back button, a tab)
/// asks first, and staying brings the editor back as it was.
#[derive(Clone, Default)]
pub struct Draft(Rc<RefCell<Option<Kept>>>);

#[derive(Clone)]
struct Kept {
    /// Which hand (from 0), and that hand as it was saved: a draft of
    /// another hand, or of one changed since, is not this one's.
    index: usize,
    hand: GameHand,
    fields: Fields,
    /// Whether anything differs from the saved hand.
    changed: bool,
}

/// One draft for the app's lifetime: the same slot is the same draft.
impl PartialEq for Draft {
    fn eq(&self, other: &Draft) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Draft {
    /// The hand (from 0) changed in the editor and not saved.
    pub fn unsaved(&self) -> Option<usize> {
        self.0.borrow().as_ref().filter(|k| k.changed).map(|k| k.index)
    }

    /// The edit is saved, cancelled or given up.
    pub fn clear(&self) {
        self.0.borrow_mut().take();
    }

    /// `cb`, after which the edit is done with.
    fn done<T: 'static>(&self, cb: &Callback<T>) -> Callback<T> {
        let (cb, draft) = (cb.clone(), self.clone());
        Callback::from(move |x| {
            draft.clear();
            cb.emit(x);
        })
    }

    fn fields_for(&self, index: usize, hand: &GameHand) -> Option<Fields> {
        self.0.borrow().as_ref().filter(|k| k.index == index && k.hand == *hand).map(|k| k.fields.clone())
    }
}

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub lang: Lang,
    pub game: GameLine,
    /// Which hand (from 0).
    pub index: usize,
    pub position: Position,
    pub on_save: Callback<GameHand>,
    pub on_delete: Callback<()>,
    pub on_cancel: Callback<()>,
    /// The hand's tiles in the calculator, when it was entered with tiles.
    pub on_open_tiles: Callback<(String, usize)>,
}

#[function_component]
pub fn HandEditor(props: &EditorProps) -> Html {
    let EditorProps { lang, game, index, position: pos, on_save, on_delete, on_cancel, on_open_tiles } = props;
    let table = game.hands.get(*index).and_then(|h| h.table.clone());
    let lang = *lang;
    let mcr = game.rules.is_mcr();
    // The app's draft of this hand, if the player came back to it.
    let draft = use_context::<Draft>().unwrap_or_default();
    let fields = {
        let (game, h, draft, index) = (game.clone(), game.hands[*index].clone(), draft.clone(), *index);
        use_reducer(move || draft.fields_for(index, &h).unwrap_or_else(|| Fields::of(&game, &h)))
    };
    {
        let (draft, index, hand) = (draft.clone(), *index, game.hands[*index].clone());
        let changed = *fields != Fields::of(game, &hand);
        use_effect_with((*fields).clone(), move |fields| {
            *draft.0.borrow_mut() = Some(Kept { index, hand, fields: fields.clone(), changed });
        });
    }
    // Saved, deleted, cancelled or taken to the tiles: nothing to ask.
    let (on_save, on_delete, on_cancel, on_open_tiles) =
        (draft.done(on_save), draft.done(on_delete), draft.done(on_cancel), draft.done(on_open_tiles));
    let edit = fields.dispatcher().to_callback();
    // Opened from the hands table: the form comes into view.
    let form = crate::view::use_smooth_into_view(*index);
    let title = format!("{} {} {}", lang.pick(t::EDIT), lang.pick(t::HAND), index + 1);
    let scoring = game.scoring().unwrap_or_default();
    let playing = (0..game.players).filter(|&p| mcr || pos.sitting_out() != Some(p)).collect::<Vec<_>>();
    let problems = fields.problems(&scoring, playing.iter().copied());
    let problem = |at: Option<usize>| problems.iter().find(|(w, _)| *w == at).map(|(_, e)| *e);
    let onsubmit = {
        let (fields, on_save, ok) = (fields.clone(), on_save.clone(), problems.is_empty());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            // Nothing is saved while a number is no score.
            if ok {
                on_save.emit(fields.hand(mcr));
            }
        })
    };
    let value = |e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value();
    let checked = |e: Event| e.target_unchecked_into::<HtmlInputElement>().checked();
    let seat = |p: usize| pos.seat(p).map_or("", |w| wind_name(lang, w.index()));
    let winner_radio = |p: Option<usize>, text: &'static str| {
        html! {
            <label class="pick">
                <input type="radio" name="winner" value={p.map_or("draw".to_string(), |p| p.to_string())} checked={fields.winner == p}
                       onchange={edit.reform(move |_| Edit::Winner(p))} />
                { text }
            </label>
        }
    };
    let rows = playing.iter().map(|&p| {
        let name = &game.names[p];
        let (input_name, what) = if mcr { (format!("pen{p}"), t::PENALTY) } else { (format!("s{p}"), label::SCORE) };
        html! {
            <div key={p} class="edit-row">
                <span>{ format!("{name} ({})", seat(p)) }</span>
                <input type="text" inputmode="numeric" name={input_name} value={fields.numbers[p].clone()}
                       aria-label={format!("{name}: {}", lang.pick(what))} oninput={edit.reform(move |e| Edit::Number(p, value(e)))} />
                { winner_radio(Some(p), "MJ") }
                if mcr {
                    <label class="pick">
                        <input type="radio" name="disc" value={p.to_string()} checked={fields.discarder == Some(p) && fields.winner.is_some()}
                               onchange={edit.reform(move |_| Edit::Discarder(Some(p)))} />
                        { lang.pick(t::DISC_SHORT) }
                    </label>
                } else {
                    <label class="pick">
                        <input type="checkbox" name="dead" value={p.to_string()} checked={fields.dead[p]}
                               onchange={edit.reform(move |e| Edit::Dead(p, checked(e)))} />
                        { lang.pick(label::DEAD) }
                    </label>
                }
                if let Some(e) = problem(Some(p)) {
                    <p class="field-problem" role="alert">{ e.text(lang) }</p>
                }
            </div>
        }
    });
    html! {
        <form ref={form} class="editor no-print" aria-label={title.clone()} {onsubmit}>
            <h2>{ title }</h2>
            if mcr {
                <div class="edit-row">
                    <span>{ lang.pick(t::FAN) }</span>
                    <input type="text" inputmode="numeric" name="fan" value={fields.fan.clone()} aria-label={lang.pick(t::FAN)}
                           oninput={edit.reform(move |e| Edit::Fan(value(e)))} />
                    if let Some(e) = problem(None) {
                        <p class="field-problem" role="alert">{ e.text(lang) }</p>
                    }
                </div>
                <p class="hint">{ format!("{}: {}", lang.pick(t::PENALTY), lang.pick(t::PENALTY_HINT)) }</p>
            }
            { for rows }
            if mcr {
                <label class="pick">
                    <input type="radio" name="disc" value="self" checked={fields.discarder.is_none() && fields.winner.is_some()}
                           onchange={edit.reform(|_| Edit::Discarder(None))} />
                    { lang.pick(t::SELF_DRAWN) }
                </label>
            }
            <div class="sheet-tools">
                { winner_radio(None, lang.pick(t::DRAW)) }
                <button type="submit" class="primary" disabled={!problems.is_empty()}>{ lang.pick(t::SAVE) }</button>
                <button type="button" onclick={on_delete.reform(|_| ())}>{ lang.pick(t::DELETE) }</button>
                <button type="button" onclick={on_cancel.reform(|_| ())}>{ lang.pick(t::CANCEL) }</button>
                // Why did Henk score 544? The tiles, the breakdown and the
                // payout as they were entered (issue 20).
                if let Some(table) = table {
                    <button type="button" class="open-tiles" onclick={on_open_tiles.reform({ let index = *index; move |_| (table.clone(), index) })}>{ lang.pick(t::OPEN_TILES) }</button>
                }
            </div>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::Variant;

    /// What the editor saves is what was typed: a Dutch win with a dead
    /// hand, a draw without scores (ruling 19), an MCR win with penalties;
    /// and what no score can be is caught first.
    #[test]
    fn fields_become_the_hand() {
        let game = GameLine::new(Variant::Nts, ["A", "B", "C", "D"].map(String::from).to_vec());
        let f = Fields {
            numbers: vec!["64".into(), " 96".into(), "".into(), "20".into()],
            fan: "0".into(),
            winner: Some(1),
            dead: vec![false, false, true, false],
            discarder: None,
        };
        let nts = Scoring::Dutch(mahjong_core::RuleSet::NTS);
        assert_eq!(f.problems(&nts, 0..4), []);
        assert_eq!(f.hand(false), GameHand { dead: vec![2], ..GameHand::won(vec![64, 96, 0, 20], 1) });
        // The winner's 40 is less than 20 x 2^2 = 80 (rulings 6, 15); 3.5 is no score.
        let bad = Fields { numbers: vec!["3.5".into(), "40".into(), "0".into(), "20".into()], ..f.clone() };
        let found: Vec<_> = bad.problems(&nts, 0..4).into_iter().map(|(p, _)| p).collect();
        assert_eq!(found, [Some(0), Some(1)]);
        assert_eq!(Fields { winner: None, ..f.clone() }.hand(false), GameHand::draw(4));
        let mcr = Fields {
            numbers: vec!["0".into(), "0".into(), "0".into(), "10".into()],
            fan: "21".into(),
            winner: Some(1),
            dead: vec![false; 4],
            discarder: Some(2),
        };
        assert_eq!(mcr.hand(true), GameHand { penalties: vec![0, 0, 0, 10], ..GameHand::mcr(1, 21, Some(2)) });
        // Reading a hand back gives the fields it came from.
        let h = GameHand { dead: vec![2], ..GameHand::won(vec![64, 96, 0, 20], 1) };
        assert_eq!(Fields::of(&game, &h).hand(false), h);
    }
}
