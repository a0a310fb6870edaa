// A token bucket per client key, refilled lazily on each request.
#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

#include "rate_limiter.h"

namespace checkout {

using Clock = std::chrono::steady_clock;

struct Bucket {
    double tokens;
    Clock::time_point last;
};

RateLimiter::RateLimiter(double rate_per_sec, double burst)
    : rate_(rate_per_sec), burst_(burst) {}

bool RateLimiter::allow(const std::string& key) {
    std::lock_guard<std::mutex> guard(mutex_);
    const auto now = Clock::now();
    auto it = buckets_.find(key);
    if (it == buckets_.end()) {
        buckets_.emplace(key, Bucket{burst_ - 1.0, now});
        return true;
    }
    Bucket& b = it->second;
    const std::chrono::duration<double> elapsed = now - b.last;
    b.tokens = std::min(burst_, b.tokens + elapsed.count() * rate_);
    b.last = now;
    if (b.tokens < 1.0) {
        return false;
    }
    b.tokens -= 1.0;
    return true;
}

std::size_t RateLimiter::size() const {
    std::lock_guard<std::mutex> guard(mutex_);
    return buckets_.size();
}

}  // namespace checkout
