//! The server's allocator and the one thing the server asks of it beyond allocating.
//!
//! mimalloc keeps what a thread frees for that thread's next allocations and gives it back to
//! the system some milliseconds later, when the thread allocates again. A thread of tokio's
//! blocking pool that has just turned a 40 MP photograph into its renditions (a 120 MB buffer)
//! may not allocate again for a long while, so its 120 MB stayed counted in the server's memory
//! and the next photograph, on another thread, added its own (issue 52: eight at once took the
//! server to 440 MB). [`give_back_freed_memory`] is called where such work ends.

pub use mimalloc::MiMalloc;

/// Gives back to the system the memory the calling thread has freed and mimalloc still holds
/// (`mi_collect(true)`). For the end of heavy work, not a hot path: eight 40 MP photographs
/// were stored in 2.23–2.44 s with it, 2.49 s without (benches/README.md, "Hostile requests").
/// Harmless where mimalloc is not the global allocator (the tests): it has nothing to collect.
#[allow(unsafe_code)]
pub fn give_back_freed_memory() {
    // SAFETY: `mi_collect` takes no pointer and mimalloc documents it as callable from any
    // thread at any time; it only frees pages that hold no live block.
    unsafe { libmimalloc_sys::mi_collect(true) }
}
