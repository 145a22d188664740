#pragma once
// File > Import from the Hub...: a Hugging Face model by its name (ORG/NAME[@REVISION]),
// completed from the models already in the user's Hugging Face cache, read from that cache or
// downloaded into it (document/hubconfigloader.h), then imported as File > Import Model Config
// imports a config.json. What goes wrong is said in the dialog, which stays open to try again.
#include "document/hubconfigloader.h"

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace rooflab {

class HubImportDialog : public QDialog {
    Q_OBJECT
public:
    // Imports the cached config.json as the model named `model`: empty on success, else why not.
    using Importer = std::function<QString(const QString& path, const QString& model)>;
    HubImportDialog(Importer importer, QWidget* parent = nullptr);

    QLineEdit* nameEdit() const { return m_name; }
    QString status() const;
    QStringList completions() const { return m_cached; }
    // Reads or downloads the named model's config and imports it (the Import button).
    void start();

signals:
    // After each attempt, successful or not (tests wait on it).
    void attempted(bool imported);

protected:
    void reject() override;

private:
    void finished(const HubConfigResult& result);
    void setBusy(bool busy);
    void showProblem(const QString& problem);
    void fitHeight();

    Importer m_importer;
    HubConfigLoader* m_loader;
    QStringList m_cached;
    QLineEdit* m_name;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    bool m_busy = false;
};

} // namespace rooflab
