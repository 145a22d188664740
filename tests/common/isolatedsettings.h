#pragma once
// One settings directory per test process. QStandardPaths' test mode moves the settings out of
// the user's, but every suite shares that one directory: ctest runs suites in parallel, and one
// suite clearing "session/lastScenario" while another restores it made tst_honestscreen fail.
#include <QSettings>
#include <QTemporaryDir>

namespace rooflab::test {

class IsolatedSettings {
public:
    IsolatedSettings() {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }
    bool valid() const { return m_dir.isValid(); }

private:
    QTemporaryDir m_dir; // removed with the suite
};

} // namespace rooflab::test
