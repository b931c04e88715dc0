//! Taking a change back: only what changed is kept (issue 33), and a step
//! is checked as a new change is (issue 32).

use crate::json::season::{check, EveningIn, ReglementIn, SeasonIn, SeasonProblem};
use crate::rules::Variant;

/// What undo does to take one change of a season back.
#[derive(Clone, PartialEq, Debug)]
pub enum SeasonUndo {
    /// The evening `date` was `before` (`None`: it was added).
    Evening {
        /// The evening's date.
        date: String,
        /// The evening as it was.
        before: Option<EveningIn>,
    },
    /// The members were these.
    Members {
        /// The members.
        members: Option<Vec<String>>,
        /// Those who no longer came.
        inactive: Vec<String>,
    },
    /// A player was renamed from `from` to `to`.
    Renamed {
        /// The old name.
        from: String,
        /// The new name.
        to: String,
    },
    /// The season's name, rule set and reglement were these.
    Settings {
        /// The name.
        name: String,
        /// The rule set.
        rules: Variant,
        /// The reglement.
        reglement: ReglementIn,
    },
    /// The whole season was this (a change across its evenings).
    Whole(Box<SeasonIn>),
    /// The evening `before` was moved from `from` to `to`.
    Redated {
        /// Its date before.
        from: String,
        /// Its date after.
        to: String,
        /// The evening as it was.
        before: Box<EveningIn>,
    },
}

impl SeasonIn {
    /// Takes a change back with `step`; the step that does it again. A
    /// step that would leave a season the engine cannot read (a damaged
    /// store) changes nothing and says why.
    pub fn undo(&mut self, step: SeasonUndo) -> Result<SeasonUndo, SeasonProblem> {
        let before = self.clone();
        self.take_back(step);
        if let Err(p) = check(self) {
            *self = before;
            return Err(p);
        }
        Ok(SeasonUndo::Whole(Box::new(before)))
    }

    fn take_back(&mut self, step: SeasonUndo) {
        match step {
            SeasonUndo::Evening { date, before } => {
                self.evenings.retain(|e| e.date != date);
                if let Some(b) = before {
                    self.evenings.push(b);
                    self.sort_evenings();
                }
            }
            SeasonUndo::Members { members, inactive } => (self.members, self.inactive) = (members, inactive),
            SeasonUndo::Renamed { from, to } => self.rename(&to, &from),
            SeasonUndo::Settings { name, rules, reglement } => (self.name, self.rules, self.reglement) = (name, rules, reglement),
            SeasonUndo::Whole(before) => *self = *before,
            SeasonUndo::Redated { to, before, .. } => {
                // An evening since put on the old date stays.
                if self.evenings.iter().any(|e| e.date == before.date) {
                    return;
                }
                self.evenings.retain(|e| e.date != to);
                self.evenings.push(*before);
                self.sort_evenings();
            }
        }
    }
}
