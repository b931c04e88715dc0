//! Prints the draw quality of tournament sizes (issue 36): players x
//! rounds, the repeat meetings and the most meetings of any pair, and the
//! time to draw, native. `cargo run --release -p mahjong-core --example
//! tournament-draws`. The social golfer problem's known answers: 16
//! players in 5 rounds and 20 in 5 without a repeat exist.
use std::time::Instant;

use mahjong_core::competition::tournament::{draw_rounds, Entrant};

fn main() {
    println!("players rounds repeats most ms method 5-seats(fewest,most)");
    for n in [16, 17, 18, 19, 20, 21, 22, 23, 24, 28, 32, 36, 40, 48, 60, 80, 100] {
        for rounds in 4..=7 {
            let entrants: Vec<Entrant> = (1..=n).map(|i| Entrant::new(&format!("P{i:03}"))).collect();
            let start = Instant::now();
            let d = draw_rounds(&entrants, &[], rounds, 1).expect("a draw");
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            let fives = |p: &Entrant| d.rounds.iter().flatten().filter(|t| t.len() == 5 && t.contains(&p.name)).count();
            let (few, most) = (entrants.iter().map(fives).min().unwrap_or(0), entrants.iter().map(fives).max().unwrap_or(0));
            println!("{n} {rounds} {} {} {ms:.1} {} ({few},{most})", d.meetings.repeats, d.meetings.most, d.method);
        }
    }
}
