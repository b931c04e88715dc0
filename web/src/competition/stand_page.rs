//! `stand.html` (issue 34): the season's standings as a plain page a club's
//! website links or embeds as it is. No script, so it paints at once
//! wherever it is hosted; accessible (a table with its caption and heads,
//! the short heads in words); light, or dark where the visitor's device is
//! dark; one A4 when printed. The numbers are the engine's answer
//! (`SeasonOut`), as the app's standings show them (C6-C12).

use mahjong_core::competition::SeasonTies;
use mahjong_core::json::season::SeasonOut;

use super::standing_row::{clone_standing, legend, tie_heads};
use super::text as t;
use crate::i18n::Lang;

/// The page's style: the app's colours, larger type for a club's screen,
/// compact for paper.
const STYLE: &str = "\
:root{color-scheme:light dark;--bg:#f6f3ea;--ink:#1d2a24;--muted:#52625a;--line:#d5cfbf}\
@media (prefers-color-scheme:dark){:root{--bg:#102a22;--ink:#f4f1e6;--muted:#b9c7bf;--line:#2c5446}}\
body{margin:0;padding:12px;background:var(--bg);color:var(--ink);font:16px/1.4 system-ui,sans-serif}\
main{max-width:40rem;margin:0 auto}h1{font-size:1.3rem;margin:0 0 2px}p{margin:4px 0;color:var(--muted)}\
table{border-collapse:collapse;width:100%;margin:8px 0}caption{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}\
th,td{padding:4px 6px;border-bottom:1px solid var(--line);text-align:left}tbody th{font-weight:600}\
.num{text-align:right;font-variant-numeric:tabular-nums}\
.nq{font-weight:400;color:var(--muted)}abbr{text-decoration:none}\
td.num{white-space:nowrap}tbody th{overflow-wrap:normal;hyphens:manual}\
@media (max-width:26rem){body{padding:8px}table{font-size:14px}th,td{padding:4px 3px}.nq{display:block;font-size:.85em}}\
@media print{:root{--bg:#fff;--ink:#000;--muted:#333;--line:#999}@page{size:A4;margin:12mm}body{padding:0;font-size:10pt}th,td{padding:1.5pt 4pt}}";

/// The page's Content-Security-Policy (issue 51): nothing loads or runs
/// but the inline style (no script, frame, form or image).
pub const CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/// The page: the season's name, the evenings counted and the last one,
/// the standings, the legend, and when it was made (`made`, a date).
pub fn standings_page(name: &str, out: &SeasonOut, ties: SeasonTies, lang: Lang, made: &str) -> String {
    let rows: Vec<_> = out.standings.iter().map(|s| clone_standing(s, ties)).collect();
    let evenings = t::evenings_line(lang, out.evenings_played());
    let title = format!("{} · {name}", lang.pick(t::STANDINGS));
    maud::html! {
        (maud::DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                // Issue 51: no script of any kind runs, whoever hosts or
                // edits the page; only its own style.
                meta http-equiv="Content-Security-Policy" content=(CSP);
                title { (title) }
                style { (maud::PreEscaped(STYLE)) }
            }
            body {
                main {
                    h1 { (title) }
                    p { (evenings) }
                    @if rows.is_empty() {
                        p { (lang.pick(t::NO_STANDINGS)) }
                    } @else {
                        table {
                            caption { (lang.pick(t::STANDINGS)) }
                            thead { tr {
                                th scope="col" { abbr title=(lang.pick(t::RANK)) { (lang.pick(("Pl.", "#"))) } }
                                th scope="col" { (lang.pick(t::NAME)) }
                                th scope="col" class="num" { (lang.pick(t::POINTS)) }
                                th scope="col" class="num" { abbr title=(lang.pick(t::PLAYED)) { (lang.pick(("Av.", "Ev."))) } }
                                @for (short, long) in tie_heads(ties) {
                                    th scope="col" class="num" { abbr title=(lang.pick(*long)) { (lang.pick(*short)) } }
                                }
                            } }
                            tbody {
                                @for l in &rows {
                                    tr {
                                        td class="num" { (l.rank) }
                                        th scope="row" {
                                            (l.player)
                                            @if !l.qualified { span class="nq" { " (" (lang.pick(t::NOT_QUALIFIED)) ")" } }
                                        }
                                        td class="num" { (l.total) }
                                        td class="num" { (l.evenings) }
                                        @for v in &l.ties { td class="num" { (v) } }
                                    }
                                }
                            }
                        }
                        p { (lang.pick(legend(ties, false))) }
                    }
                    p { (lang.pick(("Gemaakt op ", "Made on "))) (made) (lang.pick((" met de Mahjong rekenhulp.", " with the Mahjong calculator."))) }
                }
            }
        }
    }
    .into_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::Answer;

    const SEASON: &str = r#"{"name":"<script>x</script> & co","reglement":"keevel","members":["Ans","=Bep","Cor","Dirk"],"evenings":[{"date":"2026-09-01","tables":[{"table":1,"players":["Ans","=Bep","Cor","Dirk"],"totals":[300,100,-100,-300],"mahjongs":[2,1,1,0]}]}]}"#;

    /// Keevel (C10): 3000 for an evening played plus the table total, so
    /// Ans 3000 + 300 = 3300, Bep 3000 + 100 = 3100, Cor 3000 - 100 =
    /// 2900, Dirk 3000 - 300 = 2700; equal totals share a place (no
    /// tie-break column).
    #[test]
    fn the_page_shows_the_standings_escaped_and_without_script() {
        let s = crate::competition::export::read_season_file(SEASON).unwrap();
        let Answer::Season(out) = mahjong_core::json::season::answer(&s) else { panic!() };
        let page = standings_page(&s.name, &out, SeasonTies::Shared, Lang::Nl, "za 28 nov 2026");
        assert!(page.starts_with("<!DOCTYPE html><html lang=\"nl\">"));
        // The name is text, never markup: no script in the page at all,
        // and a policy that refuses any (issue 51).
        assert!(!page.contains("<script"));
        assert!(page.contains(r#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">"#));
        assert!(page.contains("<h1>Klassement · &lt;script&gt;x&lt;/script&gt; &amp; co</h1>"));
        assert!(page.contains("<p>1 speelavond, op di 1 sep 2026.</p>"));
        let rows: Vec<&str> = page.split("<tr>").skip(2).map(|r| r.split("</tr>").next().unwrap()).collect();
        assert_eq!(
            rows,
            [
                r#"<td class="num">1</td><th scope="row">Ans</th><td class="num">3300</td><td class="num">1</td>"#,
                r#"<td class="num">2</td><th scope="row">=Bep</th><td class="num">3100</td><td class="num">1</td>"#,
                r#"<td class="num">3</td><th scope="row">Cor</th><td class="num">2900</td><td class="num">1</td>"#,
                r#"<td class="num">4</td><th scope="row">Dirk</th><td class="num">2700</td><td class="num">1</td>"#,
            ]
        );
        assert!(page.contains("<p>Pl.: plaats · Av.: avonden gespeeld</p>"));
        assert!(page.contains("@page{size:A4"));
    }
}
