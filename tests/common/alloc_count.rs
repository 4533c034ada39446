//! A counting global allocator for the native test binary, per thread (tests run in parallel,
//! each on its own thread): [`peak_during`] measures the peak of the bytes a computation held.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    /// Bytes held by this thread now, and the most since the last reset.
    static HELD: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
}

fn grew(by: usize) {
    // `try_with`: the thread's storage may be gone while it is torn down.
    let _ = HELD.try_with(|h| {
        let (now, peak) = h.get();
        let now = now.saturating_add(by);
        h.set((now, peak.max(now)));
    });
}

fn shrank(by: usize) {
    let _ = HELD.try_with(|h| {
        let (now, peak) = h.get();
        h.set((now.saturating_sub(by), peak));
    });
}

// SAFETY: every call is forwarded to the system allocator unchanged; the counting touches only
// a thread-local `Cell` initialised without allocating.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        grew(l.size());
        System.alloc(l)
    }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        grew(l.size());
        System.alloc_zeroed(l)
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        shrank(l.size());
        System.dealloc(p, l)
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, size: usize) -> *mut u8 {
        if size > l.size() {
            grew(size - l.size());
        } else {
            shrank(l.size() - size);
        }
        System.realloc(p, l, size)
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The peak of the bytes this thread held while `work` ran, above what it held before (what
/// `work` returns is dropped inside the measurement). Panics if `work` fails.
pub fn peak_during<T, E: std::fmt::Debug>(work: impl FnOnce() -> Result<T, E>) -> usize {
    let before = HELD.with(|h| {
        let (now, _) = h.get();
        h.set((now, now));
        now
    });
    work().expect("the measured computation succeeds");
    HELD.with(|h| h.get().1) - before
}
