//! How often and how fast SameGame's clearable deal is built, per colour count and size:
//! `cargo run --release -p grid-rules --example bench_samegame_deal -- [COLOURS [WxH...]]`
//! (default: 3 to 7 colours at 15x15 and 30x5; 20 seeds each).
use grid_rules::rng::GameRng;
use grid_rules::samegame::{Deal, Params};
use grid_rules::samegame_deal::build_clearable;
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let colour_counts: Vec<usize> = match args.first() {
        Some(count) => vec![count.parse().expect("a colour count")],
        None => (3..=7).collect(),
    };
    let mut sizes: Vec<(usize, usize)> = args
        .iter()
        .skip(1)
        .map(|size| {
            let (w, h) = size.split_once('x').expect("WxH");
            (w.parse().expect("a width"), h.parse().expect("a height"))
        })
        .collect();
    if sizes.is_empty() {
        sizes = vec![(15, 15), (30, 5)];
    }
    for &colours in &colour_counts {
        for &(w, h) in &sizes {
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
