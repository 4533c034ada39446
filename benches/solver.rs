//! Speed targets of issue 2, measured (not asserted): `./build.sh bench` runs these; CI compiles
//! them with `cargo bench --no-run`. Figures go in the README.
//!
//! * g(1..10^7) for f = 2x and for a non-monotone f (target ≤ 50 ms as wasm; native here);
//! * the base to 2^63 for f = 2x (simple construction);
//! * a winning-move query at N ≈ 10^18 on a prepared engine (target ≤ 1 µs);
//! * one evaluation of a compiled expression (target ≤ 100 ns).

// Criterion is a native-only dev-dependency; for wasm32 (clippy --all-targets) this is empty.
#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{criterion_group, Criterion};
    use nimlab::expr::{parse, Env, Vars};
    use nimlab::games::move_fn::{g_base, g_sequence, Engine};
    use nimlab::rule::MoveFn;
    use std::hint::black_box;
    use std::time::Duration;

    const NON_MONOTONE: &str = "if x % 3 == 0 then x / 3 + 1 else 2x";

    fn g_to_ten_million(c: &mut Criterion) {
        let mut group = c.benchmark_group("g(1..10^7)");
        group
            .sample_size(10)
            .measurement_time(Duration::from_secs(10));
        for f in ["2x", NON_MONOTONE] {
            group.bench_function(f, |b| {
                b.iter(|| g_sequence(black_box(f), 10_000_000).unwrap())
            });
        }
        group.finish();
    }

    fn base_to_2_63(c: &mut Criterion) {
        c.bench_function("B_f to 2^63, f = 2x", |b| {
            b.iter(|| g_base(black_box("2x"), (1u64 << 63) - 1).unwrap())
        });
    }

    fn query_at_10_18(c: &mut Criterion) {
        let mut e = Engine::new(Box::new(MoveFn::parse("2x").unwrap())).unwrap();
        let n = 1_000_000_000_000_000_000u64;
        c.bench_function("g(N) at N ≈ 10^18, f = 2x", |b| {
            let mut k = 0u64;
            b.iter(|| {
                k = (k + 7919) % 1_000_000;
                e.g(black_box(n + k)).unwrap()
            })
        });
    }

    fn expression_eval(c: &mut Criterion) {
        let code = parse(NON_MONOTONE, Vars::X).unwrap().compile();
        c.bench_function("eval of a compiled f", |b| {
            let mut x = 0i64;
            b.iter(|| {
                x = x % 1_000_000 + 1;
                code.eval(black_box(&Env { x, n: 0, i: 0 })).unwrap()
            })
        });
    }

    criterion_group!(
        benches,
        g_to_ten_million,
        base_to_2_63,
        query_at_10_18,
        expression_eval
    );
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
