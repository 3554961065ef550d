//! Work done off the frame, one way for every kind of it (the engine's thinking, the
//! review of a game, Fifteen's tables): a [`Work`] says how to do a slice of itself, and
//! a [`Background`] runs it. On the desktop the work runs on a thread of its own, which
//! wakes the window loop with each piece of news; in the browser, which has one thread,
//! the frame does a slice of it each time it looks, and asks for the next frame until it
//! is done. Dropping the `Background` cancels the work.

use std::time::Duration;

use bevy::platform::cell::SyncCell;

use crate::core::wake::Wake;

/// What a slice of work came to.
#[derive(Debug, Clone, PartialEq)]
pub enum Progress<T> {
    /// Still working; nothing new to tell.
    Working,
    /// Waiting for something else to get ready (the engine's tables): nothing was done.
    Waiting,
    /// News on the way (a review's report after each position); more will follow.
    News(T),
    /// The answer: the work is over.
    Done(T),
}

/// Work that can be done a slice at a time.
pub trait Work<T>: Send {
    /// Works for about `slice` (less if it finishes or has to wait).
    fn step(&mut self, slice: Duration) -> Progress<T>;
}

/// How long a desktop thread works between looks at whether it was cancelled.
#[cfg(not(target_arch = "wasm32"))]
const THREAD_SLICE: Duration = Duration::from_millis(20);

/// How long a desktop thread sleeps while its work waits for something else.
#[cfg(not(target_arch = "wasm32"))]
const WAITING: Duration = Duration::from_millis(20);

/// Work running off the frame, and what it has told so far.
pub struct Background<T> {
    runner: SyncCell<Runner<T>>,
    done: bool,
}

/// Where the work runs.
enum Runner<T> {
    /// On a thread of its own, sending its news.
    #[cfg(not(target_arch = "wasm32"))]
    Thread {
        news: std::sync::mpsc::Receiver<Progress<T>>,
        stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    },
    /// In slices of the frames that look at it.
    #[cfg(target_arch = "wasm32")]
    Slices(Box<dyn Work<T>>),
}

impl<T: Send + 'static> Background<T> {
    /// Starts `work`.
    pub fn start(work: Box<dyn Work<T>>) -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        let runner = {
            use std::sync::atomic::{AtomicBool, Ordering};
            let (sender, news) = std::sync::mpsc::channel();
            let stop = std::sync::Arc::new(AtomicBool::new(false));
            let stopped = stop.clone();
            let mut work = work;
            std::thread::spawn(move || {
                while !stopped.load(Ordering::Relaxed) {
                    let progress = work.step(THREAD_SLICE);
                    let over = matches!(progress, Progress::Done(_));
                    match progress {
                        Progress::Working => continue,
                        Progress::Waiting => {
                            std::thread::sleep(WAITING);
                            continue;
                        }
                        told => {
                            if sender.send(told).is_err() {
                                return;
                            }
                        }
                    }
                    // The game may be asleep: the news wakes it.
                    crate::platform::wake::wake();
                    if over {
                        return;
                    }
                }
            });
            Runner::Thread { news, stop }
        };
        #[cfg(target_arch = "wasm32")]
        let runner = Runner::Slices(work);
        Self {
            runner: SyncCell::new(runner),
            done: false,
        }
    }

    /// What the work has told since last asked, oldest first, its answer last. In the
    /// browser the frame first does up to `slice` of the work, and asks `wake` for the
    /// next frame while the work is not over.
    pub fn poll(&mut self, slice: Duration, wake: &mut Wake) -> Vec<T> {
        if self.done {
            return Vec::new();
        }
        let mut told = Vec::new();
        match self.runner.get() {
            #[cfg(not(target_arch = "wasm32"))]
            Runner::Thread { news, .. } => {
                let _ = (slice, &wake);
                for progress in news.try_iter() {
                    self.done |= matches!(progress, Progress::Done(_));
                    if let Progress::News(news) | Progress::Done(news) = progress {
                        told.push(news);
                    }
                }
            }
            #[cfg(target_arch = "wasm32")]
            Runner::Slices(work) => match work.step(slice) {
                Progress::Working | Progress::Waiting => {}
                Progress::News(news) => told.push(news),
                Progress::Done(answer) => {
                    self.done = true;
                    told.push(answer);
                }
            },
        }
        if cfg!(target_arch = "wasm32") && !self.done {
            wake.next_frame();
        }
        told
    }

    /// Whether the work has given its answer.
    pub fn is_done(&self) -> bool {
        self.done
    }
}

impl<T> Drop for Background<T> {
    fn drop(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let Runner::Thread { stop, .. } = self.runner.get();
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

/// Does `work` to its end on this thread (the command line's way: it has no frames to
/// keep) and gives its answer.
pub fn run_to_end<T>(work: &mut dyn Work<T>, slice: Duration) -> T {
    loop {
        match work.step(slice) {
            Progress::Done(answer) => return answer,
            Progress::Waiting => std::thread::sleep(Duration::from_millis(5)),
            Progress::Working | Progress::News(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts to `to`, one a slice, telling every number and answering with the last.
    struct Count {
        at: u32,
        to: u32,
        waits: u32,
    }

    impl Work<u32> for Count {
        fn step(&mut self, _slice: Duration) -> Progress<u32> {
            if self.waits > 0 {
                self.waits -= 1;
                return Progress::Waiting;
            }
            self.at += 1;
            if self.at == self.to {
                Progress::Done(self.at)
            } else {
                Progress::News(self.at)
            }
        }
    }

    #[test]
    fn the_news_comes_in_order_and_the_answer_last() {
        let mut background = Background::start(Box::new(Count {
            at: 0,
            to: 5,
            waits: 2,
        }));
        let mut wake = Wake::default();
        let mut told = Vec::new();
        for _ in 0..2000 {
            told.extend(background.poll(Duration::from_millis(1), &mut wake));
            if background.is_done() {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(told, vec![1, 2, 3, 4, 5]);
        assert!(background.is_done());
        assert!(
            background
                .poll(Duration::from_millis(1), &mut wake)
                .is_empty()
        );
    }

    /// Works for ever, counting its slices where the test can see them.
    struct Endless(std::sync::Arc<std::sync::atomic::AtomicU32>);

    impl Work<u32> for Endless {
        fn step(&mut self, slice: Duration) -> Progress<u32> {
            std::thread::sleep(slice.min(Duration::from_millis(1)));
            self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Progress::Working
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn dropping_the_background_stops_its_thread() {
        use std::sync::atomic::Ordering;
        let slices = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
        let background = Background::start(Box::new(Endless(slices.clone())));
        while slices.load(Ordering::Relaxed) < 3 {
            std::thread::sleep(Duration::from_millis(1));
        }
        drop(background);
        // The thread finishes the slice it is in, then looks and stops.
        std::thread::sleep(THREAD_SLICE * 3);
        let stopped_at = slices.load(Ordering::Relaxed);
        std::thread::sleep(THREAD_SLICE * 3);
        assert_eq!(slices.load(Ordering::Relaxed), stopped_at);
    }

    #[test]
    fn run_to_end_answers_on_this_thread() {
        let mut count = Count {
            at: 0,
            to: 3,
            waits: 1,
        };
        assert_eq!(run_to_end(&mut count, Duration::from_millis(1)), 3);
    }
}
