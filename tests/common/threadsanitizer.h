#pragma once
// Whether this test binary runs under ThreadSanitizer. Clang 14's ThreadSanitizer aborts in
// fork() from a process with threads ("CHECK failed: tsan_rtl.cpp:234"), so a test that starts
// rooflab-calc with QProcess skips under it; the default, no-CUDA and ASan legs still run it.
#if defined(__SANITIZE_THREAD__)
inline constexpr bool kUnderThreadSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
inline constexpr bool kUnderThreadSanitizer = true;
#else
inline constexpr bool kUnderThreadSanitizer = false;
#endif
#else
inline constexpr bool kUnderThreadSanitizer = false;
#endif
