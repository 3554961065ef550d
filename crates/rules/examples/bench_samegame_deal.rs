//! How often and how fast SameGame's clearable deal is built, per colour count and size:
//! `cargo run --release -p grid-rules --example bench_samegame_deal`.
use grid_rules::rng::GameRng;
use grid_rules::samegame::{Deal, Params};
use grid_rules::samegame_deal::build_clearable;
fn main() {
    for colours in 3..=7 {
        for (w, h) in [(15, 15), (30, 5)] {
            let mut ok = 0;
            let t = std::time::Instant::now();
            for seed in 0..20 {
                let p = Params {
                    width: w,
                    height: h,
                    colours,
                    deal: Deal::Clearable,
                    ..Params::default()
                };
                if build_clearable(&p.deal_shape(), &mut GameRng::from_seed(seed)).is_some() {
                    ok += 1;
                }
            }
            println!("{colours} {w}x{h}: {ok}/20 {:?}", t.elapsed() / 20);
        }
    }
}
